import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { saveAnswers } from '@/api/answers';
import { getAnswerDetails, serverReadDetailsQueryOptions } from '@/api/attempts';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { getClientId } from '@/lib/client-id';
import { renderPage } from '@/test/render-page';
import { ExamContentPage } from './exam-content-page';

// Against the real server of test-server/global-setup.ts (no mocks): answer-page-data.ts made these attempts. The page
// alone (issue 36), making its own calls: each test races the page's own read of the attempt (which takes it over),
// so the cache is not seeded with the server render's read, except where that read is what the test is about.
// Answering each question type, the whole-paper view, flags and the hand-in are journeys in Chromium
// (e2e/answer-autosave.spec.ts, e2e/keyboard-exam.spec.ts, e2e/offline-reload.spec.ts).
const schoolId = inject('schoolId');
const { attempts, token } = inject('answerPage');
const renderAnswerPage = (url: string, prefetch?: Parameters<typeof renderPage>[2]['prefetch']) =>
  renderPage(url, <ExamContentPage />, { path: '/iexam/:schoolId/examContent', prefetch });
const pageUrl = (examResultId: number, extra = '') =>
  `/iexam/${schoolId}/examContent?examResultId=${examResultId}${extra}`;
/** Acts as staff on the test server's database (what the monitor's actions write, issue 21). */
const asStaff = async (statements: [string, unknown[]][]) => {
  const client = new pg.Client({ connectionString: inject('answerPage').databaseUrl });
  await client.connect();
  try {
    for (const [text, values] of statements) await client.query(text, values);
  } finally {
    await client.end();
  }
};
const notice = (
  examResultId: number,
  kind: string,
  reason: string,
  detail: object = {},
): [string, unknown[]] => [
  `insert into attempt_notices (school_id, exam_result_id, kind, reason, detail) values ($1, $2, $3, $4, $5)`,
  [schoolId, examResultId, kind, reason, JSON.stringify(detail)],
];
const comeBack = () => document.dispatchEvent(new Event('visibilitychange'));
/** Another tab in front for a moment beyond the 200 ms grace: the window loses focus and the page is hidden. */
const toAnotherTabAndBack = async () => {
  fireEvent.blur(window);
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  // jsdom's own getter, 'visible', is back.
  Reflect.deleteProperty(document, 'visibilityState');
  document.dispatchEvent(new Event('visibilitychange'));
  fireEvent.focus(window);
};
const serverAnswers = async (examResultId: number) =>
  (await getAnswerDetails({ schoolId, examResultId, clientId: getClientId() })).details.answers;

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(token);
});
afterEach(() => {
  vi.useRealTimers();
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('answer page against the real server', () => {
  it('the countdown comes from the server clock with the computer an hour off, and at zero the page hands in', async () => {
    const realNow = Date.now.bind(Date);
    let skewMs = 3_600_000;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs);
    await renderAnswerPage(pageUrl(attempts.pageClock));
    // The attempt ends 2 hours after the test server started, some minutes ago (as many as the suite has taken so far):
    // a countdown from the computer's clock, an hour ahead, would show 00:…
    expect((await screen.findByRole('timer')).textContent).toMatch(/^01:\d\d:\d\d$/);
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBe('off');

    skewMs += 2 * 3_600_000;
    expect(await screen.findByRole('heading', { level: 1, name: '已交卷' }, { timeout: 8000 })).toBeTruthy();
  });

  it('follows what staff change: a moved deadline with its notice, then a hand-in by the proctor (issue 21)', {
    timeout: 30_000,
  }, async () => {
    const examResultId = attempts.pageStaff;
    await renderAnswerPage(pageUrl(examResultId));
    // The attempt ends 2 hours after the test server started, some minutes ago.
    expect((await screen.findByRole('timer')).textContent).toMatch(/^01:\d\d:\d\d$/);

    await asStaff([
      [`update exam_results set deadline = deadline + interval '3 hours' where id = $1`, [examResultId]],
      notice(examResultId, 'extra_time', '设备故障', { minutes: 180 }),
    ]);
    comeBack();
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^04:\d\d:\d\d$/));
    expect(await screen.findByText('监考老师为你延长了 180 分钟作答时间（原因：设备故障）')).toBeTruthy();
    expect(screen.getByTestId('extra-time-line').textContent).toBe('已延长 180 分钟（原因：设备故障）');

    await asStaff([
      [
        `update exam_results set status = 'submitted', submitted_at = now(), hand_in_reason = 'staff' where id = $1`,
        [examResultId],
      ],
      notice(examResultId, 'handed_in_by_staff', '考场纪律'),
    ]);
    // An answer given after the hand-in is refused by the server: it is offered for download, not dropped.
    await userEvent.click(screen.getByRole('radio', { name: /A\./ }));
    comeBack();
    expect(await screen.findByRole('heading', { level: 1, name: '已交卷' }, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: '监考老师已为你交卷' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('监考老师已为你交卷（原因：考场纪律）')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '下载我的答案' })).toBeTruthy();
  });

  it('at zero the page asks first: more time given since the last poll is counted on, not handed in (issue 21)', async () => {
    const realNow = Date.now.bind(Date);
    let skewMs = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skewMs);
    const examResultId = attempts.pageLastSecond;
    await renderAnswerPage(pageUrl(examResultId));
    expect((await screen.findByRole('timer')).textContent).toMatch(/^01:\d\d:\d\d$/);
    await asStaff([
      [`update exam_results set deadline = deadline + interval '3 hours' where id = $1`, [examResultId]],
    ]);
    // The computer's clock runs past the deadline the page knows, before any poll saw the new one.
    skewMs = 2 * 3_600_000;
    await waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^04:\d\d:\d\d$/), {
      timeout: 8000,
    });
    expect(screen.queryByRole('heading', { level: 1, name: '已交卷' })).toBeNull();
  });

  it("drawn from the server's read: once this tab has taken the attempt over, it shows and saves on its own read", async () => {
    const examResultId = attempts.pageServerRead;
    const other = 'server-read-other-tab';
    await getAnswerDetails({ schoolId, examResultId, clientId: other });
    const firstSubject =
      (await getAnswerDetails({ schoolId, examResultId })).details.subjects[0]?.subjectId ?? 0;
    const saveFrom = (clientId: string, answer: string, seq: number) =>
      saveAnswers(schoolId, { examResultId, clientId, answers: [{ subjectId: firstSubject, answer, seq }] });
    await saveFrom(other, 'A', 1);
    // What the server's render read and left in the page's cache (without a client id: nothing taken over).
    const serverRead = await getAnswerDetails({ schoolId, examResultId });
    // The other tab still holds the attempt, and saves again before this tab reads.
    await saveFrom(other, 'C', 2);

    await renderAnswerPage(pageUrl(examResultId), async (queryClient) =>
      queryClient.setQueryData(serverReadDetailsQueryOptions(schoolId, examResultId).queryKey, serverRead),
    );
    // This tab's own read took the attempt over: its answer is shown, not the server render's, and the page is live.
    // The take-over read follows the drawn page's hydration: seen past 5 s on a loaded machine, before and after issue 34.
    await waitFor(() => expect(screen.getByRole('radio', { name: /C\./ })).toHaveProperty('checked', true), {
      timeout: 15_000,
    });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await userEvent.click(screen.getByRole('radio', { name: /B\./ }));
    await waitFor(async () => expect(await serverAnswers(examResultId)).toMatchObject([{ answer: 'B' }]));
    await expect(saveFrom(other, 'D', 9)).rejects.toMatchObject({ code: 6103 });
  });

  it('taken over by another tab: says so and offers this tab its unsaved answers', async () => {
    await renderAnswerPage(pageUrl(attempts.pageTakeOver));
    await screen.findByRole('radio', { name: /A\./ });
    await getAnswerDetails({ schoolId, examResultId: attempts.pageTakeOver, clientId: 'another-tab-client' });
    await userEvent.click(screen.getByRole('radio', { name: /C\./ }));
    expect(await screen.findByText('考试已在其他窗口或设备上继续', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(/本窗口还有 1 题答案未保存/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '下载我的答案' })).toBeTruthy();
  });

  it('the commitment letter is accepted before the first question; the answer time runs from then, not before (issue 42)', async () => {
    // The page's clock (Date and its one-second tick) is the test's: 20 s of reading pass at once.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const { unmount } = await renderAnswerPage(pageUrl(attempts.letter));
    expect(await screen.findByText('本人承诺独立完成本次考试。')).toBeTruthy();
    // The attempt was opened a minute before its 2 h deadline was set: 121 minutes, standing still while it is read.
    const answerTime = '答题时长 121 分钟，接受承诺书后开始计时';
    expect(screen.getByText(answerTime)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(screen.getByText(answerTime)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    const start = screen.getByRole('button', { name: '开始答题' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意以上承诺' }));
    await userEvent.click(start);
    expect(await screen.findByRole('region', { name: '第 1 题' })).toBeTruthy();
    // The whole answer time, from the acceptance (the reading given back by the server).
    expect(screen.getByRole('timer').textContent).toMatch(/^02:0[01]:\d\d$/);
    expect(screen.queryByText(answerTime)).toBeNull();

    // Kept by the server (issue 17 defect 10): a reload, or another device, goes straight to the paper.
    unmount();
    await renderAnswerPage(pageUrl(attempts.letter));
    expect(await screen.findByRole('region', { name: '第 1 题' })).toBeTruthy();
    expect(screen.queryByText('本人承诺独立完成本次考试。')).toBeNull();
  });

  it("the focus in the browser's own UI with the page in view (the toolbar, the address bar), back within 5 s, is no leave (issue 17 defect 4, issue 42)", async () => {
    const { unmount } = await renderAnswerPage(pageUrl(attempts.switching));
    expect((await screen.findByTestId('switch-screen-count')).textContent).toBe('切屏 0 / 0 次');
    fireEvent.blur(window);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    fireEvent.focus(window);
    // The exam allows no leave and hands in at the first: it is still running, nothing counted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByTestId('switch-screen-count').textContent).toBe('切屏 0 / 0 次');
    expect(screen.queryByRole('heading', { level: 1, name: '已交卷' })).toBeNull();
    unmount();
  });

  it('another tab beyond the grace is sent to the server, which hands in (compulsory hand-in)', async () => {
    await renderAnswerPage(pageUrl(attempts.switching));
    expect((await screen.findByTestId('switch-screen-count')).textContent).toBe('切屏 0 / 0 次');
    await toAnotherTabAndBack();
    expect(await screen.findByRole('heading', { level: 1, name: '已交卷' }, { timeout: 8000 })).toBeTruthy();
    // …and says why (issue 17 defect 4).
    expect(await screen.findByText('离开考试页面的次数超过上限，系统自动交卷')).toBeTruthy();
  });

  it('coming back from the last allowed leave warns that the next one hands in; the next one does, and the warning goes (issue 17 defect 4, issue 42)', {
    timeout: 20_000,
  }, async () => {
    await renderAnswerPage(pageUrl(attempts.lastLeave));
    expect((await screen.findByTestId('switch-screen-count')).textContent).toBe('切屏 0 / 1 次');
    await toAnotherTabAndBack();
    const warning = await screen.findByRole(
      'dialog',
      { name: '你离开了考试页面（第 1 次，最多 1 次）' },
      { timeout: 8000 },
    );
    expect(within(warning).getByText('你已用完允许的离开次数，再离开一次，系统将自动交卷。')).toBeTruthy();
    expect(screen.getByTestId('switch-screen-count').textContent).toBe('切屏 1 / 1 次');

    // Left again with the warning still open: handed in, and the warning does not stay over the outcome.
    await toAnotherTabAndBack();
    expect(await screen.findByRole('heading', { level: 1, name: '已交卷' }, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByText('离开考试页面的次数超过上限，系统自动交卷')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a graded attempt shows its outcome as the result call gives it', async () => {
    await renderAnswerPage(pageUrl(attempts.graded));
    expect(await screen.findByText('48 分')).toBeTruthy();
    expect(screen.getByText('通过')).toBeTruthy();
    expect(screen.getByText('已出成绩')).toBeTruthy();
  });

  it('in English', async () => {
    await asStaff([notice(attempts.pageEnglish, 'switch_screen_reset', 'network outage')]);
    await renderAnswerPage(pageUrl(attempts.pageEnglish, '&sxz-lang=en_US'));
    expect(await screen.findByRole('region', { name: 'Question 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hand in' })).toBeTruthy();
    expect(screen.getByText('Time left', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('save-status').textContent).toContain('All answers saved');
    // What staff did, told once in the page's language (issue 21).
    expect(
      await screen.findByText('The proctor reset your count of leaving the page (reason: network outage)'),
    ).toBeTruthy();
  });

  it('without examResultId the page says so', async () => {
    await renderAnswerPage(`/iexam/${schoolId}/examContent?examId=1`);
    expect(await screen.findByText('缺少考试记录编号，无法打开答题页')).toBeTruthy();
  });
});
