import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';

// SPEC §4 start flow against the real server of test-server/start-and-booking-data.ts (no mocks). Each test has a
// candidate of its own: a started attempt would turn another test's start into the multiple-exam confirmation.
const schoolId = inject('schoolId');
const { tokens, exams, authCode } = inject('startAndBooking');
const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * The 'ready' state lasts the 15 minutes before an exam's start, so an exam made at the suite's setup has begun by the
 * time a long suite reaches its test: each test that needs it gets a new one, 10 minutes from now (a new row, so no
 * process cache holds an older copy), with camera checks and 3 hours long.
 */
async function examStartingInTenMinutes(): Promise<number> {
  const client = new pg.Client({ connectionString: inject('answerPage').databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `insert into exams (school_id, key, exam_name, exam_setting_time, begin_time, end_time, is_allow_camera)
       values ($1, $2, '远程监考即将开始', 60, now() + interval '10 minutes', now() + interval '3 hours', 1)
       returning id`,
      [schoolId, `verify-soon-${crypto.randomUUID()}`],
    );
    const [row] = rows;
    if (!row) throw new Error('the exam was not inserted');
    return row.id;
  } finally {
    await client.end();
  }
}

const examInfoUrl = (examId: number, extra = '') => `/iexam/${schoolId}/examInfo?examId=${examId}${extra}`;

async function expectOnExamContent(location: ReturnType<typeof renderApp>['location'], examId: number) {
  await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/examContent`), {
    timeout: 8000,
  });
  const params = new URLSearchParams(location().search);
  expect(params.get('examResultId')).toMatch(/^\d+$/);
  expect(params.get('examId')).toBe(String(examId));
  return params;
}

/**
 * A modal by its title. In tests antd gives every modal title the id "test-id", so a dialog's accessible name can
 * come from another (hidden) modal's title; the title's own text finds the right one.
 */
async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog around ${title}`);
  return dialog;
}

// The flow's modals are imported when first opened (issue 22). Here that import is Vite's first compile of them and
// of antd Checkbox and Input, seconds on a busy machine inside the notice's timed 15 s: compiled once beforehand.
beforeAll(async () => {
  await Promise.all([
    import('@/features/start-flow/notice-modal'),
    import('@/features/start-flow/auth-code-modal'),
  ]);
});
beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => {
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('start flow (SPEC §4, §5) against the real server', () => {
  it('notice: OK before the 15 s countdown and the checkbox warns "not read"; after both the exam starts', async () => {
    setApiBearerToken(tokens.starter);
    const { location } = renderApp(examInfoUrl(exams.notice));
    await userEvent.click(await screen.findByRole('button', { name: '开始考试' }));

    const notice = await findDialog('考试须知');
    expect(within(notice).getByText('开考后请关闭其他程序。')).toBeTruthy();
    expect(within(notice).getByRole('timer').textContent).toMatch(
      /^请仔细阅读考试须知，1[0-5] 秒后可开始考试$/,
    );
    const checkbox = within(notice).getByRole('checkbox', { name: '我已阅读并遵守考试须知' });
    const notRead = '请先阅读考试须知并勾选“我已阅读”';

    // Ticked while the countdown runs: 'not read'.
    await userEvent.click(checkbox);
    await userEvent.click(within(notice).getByRole('button', { name: /^开始考试（\d+s）$/ }));
    expect(await screen.findByText(notRead)).toBeTruthy();

    // The countdown over but the box not ticked: 'not read' again.
    await userEvent.click(checkbox);
    const ok = await within(notice).findByRole('button', { name: '开始考试' }, { timeout: 17_000 });
    await userEvent.click(ok);
    // The first warning has gone (toasts last 3 s; the countdown took longer), so this one is new.
    expect(await screen.findByText(notRead)).toBeTruthy();
    expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`);

    // Both: the exam starts.
    await userEvent.click(checkbox);
    await userEvent.click(ok);
    const params = await expectOnExamContent(location, exams.notice);
    expect(params.get('examName')).toBe('考试须知测试考试');
    expect(window.sessionStorage.getItem('iexamClientId')).toMatch(/^[0-9a-f-]{32,36}$/);
  }, 40_000);

  it('with `domain` the flow starts by itself on load; cancelling the notice changes nothing', async () => {
    setApiBearerToken(tokens.refused);
    const { location } = renderApp(examInfoUrl(exams.notice, '&domain=https%3A%2F%2Flms.example.edu'));
    const notice = await findDialog('考试须知');
    await userEvent.click(within(notice).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('考试须知', { selector: '.ant-modal-title' })).toBeNull());
    expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`);
  });

  it('`skip=1` leaves the notice out (docs/decisions/0014)', async () => {
    setApiBearerToken(tokens.refused);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    renderApp(examInfoUrl(await examStartingInTenMinutes(), '&skip=1'));
    await userEvent.click(await screen.findByRole('button', { name: '进入考试' }));
    expect(await screen.findByText('考试尚未开始')).toBeTruthy();
    expect(screen.queryByText('考试须知', { selector: '.ant-modal-title' })).toBeNull();
  });

  it('auth code: Next only at exactly 6 characters, a wrong code says so, the right one starts the exam', async () => {
    setApiBearerToken(tokens.authStarter);
    const { location } = renderApp(examInfoUrl(exams.authCode));
    await userEvent.click(await screen.findByRole('button', { name: '开始考试' }));

    const dialog = await findDialog('输入授权码');
    const input = within(dialog).getByLabelText('授权码');
    const next = within(dialog).getByRole('button', { name: '下一步' });
    expect(input.getAttribute('type')).toBe('password');
    expect(next.hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, '12345');
    expect(next.hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, '6');
    expect(next.hasAttribute('disabled')).toBe(false);
    // maxLength 6: a seventh character is not taken.
    await userEvent.type(input, '7');
    expect((input as HTMLInputElement).value).toBe('123456');

    await userEvent.click(next);
    expect(await within(dialog).findByText('授权码错误')).toBeTruthy();
    expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`);

    // The eye icon shows the code.
    const toggle = dialog.querySelector('.ant-input-password-icon');
    if (!toggle) throw new Error('no show/hide toggle');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');

    await userEvent.clear(input);
    await userEvent.type(input, authCode);
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    await expectOnExamContent(location, exams.authCode);
  });

  it('tips 1: another running exam asks for confirmation, confirm hands it in and the exam starts', async () => {
    setApiBearerToken(tokens.busy);
    const { location } = renderApp(examInfoUrl(exams.tipsOne));
    await userEvent.click(await screen.findByRole('button', { name: '开始考试' }));
    const confirm = await findDialog('有其他考试正在进行');
    // It names the exam it would hand in, and the safe button has the focus, so an Enter does not hand it in.
    expect(
      within(confirm).getByText(
        '您正在进行的考试《正在作答的另一场考试》将被自动交卷，然后开始本场考试。确定继续吗？',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent?.replace(/\s/g, '')).toBe('取消'));
    await userEvent.click(within(confirm).getByRole('button', { name: '交卷并开始' }));
    await expectOnExamContent(location, exams.tipsOne);
  });

  it('verification needs Chrome or the desktop client: another browser is told to use Chrome', async () => {
    setApiBearerToken(tokens.refused);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    );
    renderApp(examInfoUrl(await examStartingInTenMinutes()));
    await userEvent.click(await screen.findByRole('button', { name: '进入考试' }));
    expect(await screen.findByText('请使用 Chrome 浏览器参加本考试')).toBeTruthy();
  });

  it('a server refusal shows its catalogued text (6009: the ready state opens the checks, not the attempt)', async () => {
    setApiBearerToken(tokens.refused);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    const { location } = renderApp(examInfoUrl(await examStartingInTenMinutes(), '&sxz-lang=en_US'));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter exam' }));
    expect(await screen.findByText('The exam has not started')).toBeTruthy();
    expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`);
  });
});
