import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderPage } from '@/test/render-page';
import { ExamInfoPage } from './exam-info-page';
import { prefetchExamInfoPage } from './exam-info-queries';

// SPEC §4 start flow against the real server of test-server/start-and-booking-data.ts (no mocks). Each test has a
// candidate of its own: a started attempt would turn another test's start into the multiple-exam confirmation. The
// page alone, drawn from the calls the server's render makes (issue 36); the notice's countdown and the
// authorization code, started through to the answer page, are journeys in Chromium (e2e/exam-whole-attempt.spec.ts,
// e2e/exam-start.spec.ts, e2e/keyboard-exam.spec.ts).
const schoolId = inject('schoolId');
const { tokens, exams } = inject('startAndBooking');
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

const renderStart = (url: string) =>
  renderPage(url, <ExamInfoPage />, {
    path: '/iexam/:schoolId/examInfo',
    prefetch: (queryClient, school, searchParams) =>
      prefetchExamInfoPage(queryClient, school, searchParams, false),
  });

async function expectOnExamContent(
  location: Awaited<ReturnType<typeof renderStart>>['location'],
  examId: number,
) {
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

// The notice is imported when first opened (issue 22). Here that import is Vite's first compile of it and of antd
// Checkbox, seconds on a busy machine inside a find's 5 s: compiled once beforehand.
beforeAll(async () => {
  await import('@/features/start-flow/notice-modal');
});
beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => {
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('start flow (SPEC §4, §5) against the real server', () => {
  it('with `domain` the flow starts by itself on load; cancelling the notice changes nothing', async () => {
    setApiBearerToken(tokens.refused);
    const { location } = await renderStart(
      examInfoUrl(exams.notice, '&domain=https%3A%2F%2Flms.example.edu'),
    );
    const notice = await findDialog('考试须知');
    await userEvent.click(within(notice).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('考试须知', { selector: '.ant-modal-title' })).toBeNull());
    expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`);
  });

  it('`skip=1` leaves the notice out (docs/decisions/0014)', async () => {
    setApiBearerToken(tokens.refused);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    await renderStart(examInfoUrl(await examStartingInTenMinutes(), '&skip=1'));
    await userEvent.click(await screen.findByRole('button', { name: '进入考试' }));
    expect(await screen.findByText('考试尚未开始')).toBeTruthy();
    expect(screen.queryByText('考试须知', { selector: '.ant-modal-title' })).toBeNull();
  });

  it('tips 1: another running exam asks for confirmation, confirm hands it in and the exam starts', async () => {
    setApiBearerToken(tokens.busy);
    const { location } = await renderStart(examInfoUrl(exams.tipsOne));
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
    await renderStart(examInfoUrl(await examStartingInTenMinutes()));
    await userEvent.click(await screen.findByRole('button', { name: '进入考试' }));
    expect(await screen.findByText('请使用 Chrome 浏览器参加本考试')).toBeTruthy();
  });

  it('a server refusal shows its catalogued text (6009: the ready state opens the checks, not the attempt)', async () => {
    setApiBearerToken(tokens.refused);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
    const { location } = await renderStart(examInfoUrl(await examStartingInTenMinutes(), '&sxz-lang=en_US'));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter exam' }));
    expect(await screen.findByText('The exam has not started')).toBeTruthy();
    expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`);
  });
});
