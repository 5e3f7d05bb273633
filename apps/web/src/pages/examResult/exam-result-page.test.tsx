import { formatDateTime } from '@iexam/domain/time';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { saveOpenToken } from '@/lib/open-token';
import { renderPage } from '@/test/render-page';
import { ExamResultPage } from './exam-result-page';
import { prefetchExamResultPage } from './exam-result-queries';

// Against the real server of test-server/global-setup.ts (no mocks); result-page-data.ts made these attempts:
// score 25 of 60 (pass mark 36, so not passed), 4 of 6 answered, 2 correct, 42 min 5 s from 09:00 (+8).
const schoolId = inject('schoolId');
const { attempts, token, open } = inject('resultPage');
/** The page alone, its first calls made as the server's render makes them (issue 36: not the whole app). */
const renderResult = (url: string) =>
  renderPage(url, <ExamResultPage />, {
    path: '/iexam/:schoolId/examResult',
    prefetch: prefetchExamResultPage,
  });
const pageUrl = ({ examId, examResultId }: { examId: number; examResultId: number }, extra = '') =>
  `/iexam/${schoolId}/examResult?examId=${examId}&examResultId=${examResultId}${extra}`;

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
  setApiBearerToken(token);
});
afterEach(() => {
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
});

/**
 * An attempt's time as the page shows it on this machine (issue 42): at +8 with the zone named, and the machine's own
 * time beside it where its zone is another.
 */
function atPlus8(iso: string): string {
  const at = new Date(iso);
  const viewer = -at.getTimezoneOffset() / 60;
  const shown = `${formatDateTime(at, 8)}（UTC+8`;
  return viewer === 8 ? `${shown}）` : `${shown}，本地时间 ${formatDateTime(at, viewer)}）`;
}

// The review renders six antd cards; jsdom takes its time over them on a busy machine.
const SLOW = { timeout: 30_000 };
const summary = async () => screen.findByRole('region', { name: '成绩概览' }, SLOW);

describe('result page against the real server', { timeout: 90_000 }, () => {
  it('examResultFlag 0: score, verdict, time used, dates, both analyses and the review', {
    timeout: 45_000,
  }, async () => {
    await renderResult(pageUrl(attempts.flag0, '&sessionId=7'));
    const overview = await summary();
    expect(within(overview).getByText('25')).toBeTruthy();
    expect(within(overview).getByText('满分 60 分')).toBeTruthy();
    expect(within(overview).getByText('未通过')).toBeTruthy();
    expect(within(overview).getByText('42 分 5 秒')).toBeTruthy();
    expect(within(overview).getByText(atPlus8('2026-03-01T01:00:00Z'))).toBeTruthy();
    expect(within(overview).getByText(atPlus8('2026-03-01T01:42:05Z'))).toBeTruthy();
    expect(within(overview).getByText('4 / 6')).toBeTruthy();
    expect(within(overview).getByText('2 / 6')).toBeTruthy();
    expect(within(overview).getByText('36 分')).toBeTruthy();

    const knowledge = await screen.findByRole('img', { name: /知识点掌握度柱状图/ }, SLOW);
    expect(knowledge.getAttribute('aria-label')).toBe('知识点掌握度柱状图：语法 50%, 算法 75%');
    const ability = await screen.findByRole('img', { name: /能力雷达图/ }, SLOW);
    expect(ability.getAttribute('aria-label')).toBe('能力雷达图：记忆 100 分, 应用 50 分');
    // echarts arrived by its dynamic import and drew into the box.
    await waitFor(() => expect(knowledge.querySelector('svg')).not.toBeNull(), SLOW);

    const multiple = await screen.findByRole('region', { name: '第 2 题' }, SLOW);
    expect(within(multiple).getByText('错误 · 0 / 10 分')).toBeTruthy();
    expect(within(multiple).getByText('A, C')).toBeTruthy();
    const single = screen.getByRole('region', { name: '第 1 题' });
    expect(within(single).getByText('正确 · 10 / 10 分')).toBeTruthy();
    expect(within(single).getByText('选项 B 是题干所问的第二个数。')).toBeTruthy();
    expect(await within(single).findByText(/正确率 100%/, {}, SLOW)).toBeTruthy();
    expect(within(single).getByText('1 人 · 100%')).toBeTruthy();
    const fill = screen.getByRole('region', { name: '第 4 题' });
    expect(within(fill).getByText('部分得分 · 5 / 10 分')).toBeTruthy();
    expect(within(fill).getByText('第二空应为 java。')).toBeTruthy();
    expect(within(fill).getByText('第 2 空：java')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '第 6 题' })).getByText('未作答')).toBeTruthy();

    const back = screen.getAllByRole('link', { name: /返回考试详情/ })[0];
    expect(back?.getAttribute('href')).toBe(
      `/iexam/${schoolId}/examInfo?examId=${attempts.flag0.examId}&sessionId=7`,
    );
  });

  it('examResultFlag 1 shows the score and no verdict, nor the pass mark it could be read from; the header and watermark name the candidate', async () => {
    window.sessionStorage.setItem('isAllowWatermark', '1');
    await renderResult(pageUrl(attempts.flag1));
    const overview = await summary();
    expect(within(overview).getByText('25')).toBeTruthy();
    expect(within(overview).queryByText('未通过')).toBeNull();
    expect(within(overview).queryByText('通过')).toBeNull();
    expect(within(overview).queryByText('及格分')).toBeNull();
    expect(within(overview).queryByText('36 分')).toBeNull();
    expect(await screen.findByRole('img', { name: /能力雷达图/ }, SLOW)).toBeTruthy();
    // The header names the candidate and offers log-out, as every logged-in page does (issue 17).
    expect(await screen.findByText('赵结果')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    // The watermark is drawn over the result as on the answer page (SPEC §2, §9).
    await waitFor(() =>
      expect(screen.getByTestId('exam-watermark').getAttribute('data-text')).toMatch(/^赵结果/),
    );
    expect(screen.getByTestId('exam-watermark').style.zIndex).toBe('999999');
  });

  it('examResultFlag 2 shows the verdict only: no score, no counts, no analysis', async () => {
    await renderResult(pageUrl(attempts.flag2));
    const overview = await summary();
    expect(within(overview).getByText('未通过')).toBeTruthy();
    expect(within(overview).queryByText('得分')).toBeNull();
    expect(within(overview).queryByText('25')).toBeNull();
    expect(within(overview).queryByText('答对题数')).toBeNull();
    expect(screen.getByText('成绩公布后可查看答题分析')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /雷达图/ })).toBeNull();
    expect(screen.queryByText('答题回顾')).toBeNull();
  });

  it('another examResultFlag announces nothing', async () => {
    await renderResult(pageUrl(attempts.flag5));
    const overview = await summary();
    expect(within(overview).getByText('成绩暂未公布')).toBeTruthy();
    expect(within(overview).queryByText('未通过')).toBeNull();
    expect(within(overview).queryByText('25')).toBeNull();
    expect(screen.getByText('成绩公布后可查看答题分析')).toBeTruthy();
  });

  it('grading in progress: says so, and waits with the analysis', async () => {
    await renderResult(pageUrl(attempts.grading));
    const overview = await summary();
    expect(within(overview).getByText('阅卷中')).toBeTruthy();
    expect(within(overview).queryByText('得分')).toBeNull();
    expect(screen.getByText('阅卷结束后可查看答题分析')).toBeTruthy();
  });

  it("another candidate's result is refused as not found", async () => {
    await renderResult(pageUrl(attempts.stranger));
    expect(await screen.findByText('找不到这次考试记录', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: '成绩概览' })).toBeNull();
  });

  it('an open-link visitor reads the result with the exam-scoped token of this tab', {
    timeout: 45_000,
  }, async () => {
    setApiBearerToken(undefined);
    saveOpenToken(schoolId, open.examId, open.token);
    window.sessionStorage.setItem('isAllowWatermark', '1');
    await renderResult(pageUrl(open, `&identifyCode=${open.identifyCode}`));
    const overview = await summary();
    expect(within(overview).getByText('25')).toBeTruthy();
    // No account to name: the watermark shows the attempt (SPEC §9).
    expect(screen.getByTestId('exam-watermark').getAttribute('data-text')).toBe(String(open.examResultId));
    expect(await screen.findByRole('region', { name: '第 1 题' }, SLOW)).toBeTruthy();
    const back = screen.getAllByRole('link', { name: /返回考试详情/ })[0];
    expect(back?.getAttribute('href')).toBe(
      `/iexam/${schoolId}/open/examInfo?examId=${open.examId}&identifyCode=${open.identifyCode}`,
    );
  });

  it('an open-link visitor without a token in this tab is sent to confirm their identity', async () => {
    setApiBearerToken(undefined);
    await renderResult(pageUrl(open, `&identifyCode=${open.identifyCode}`));
    expect(await screen.findByText('请重新验证身份', {}, SLOW)).toBeTruthy();
  });
});
