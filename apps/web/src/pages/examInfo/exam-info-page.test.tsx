import { formatDate } from '@iexam/domain/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { renderApp } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { ExamInfoPage } from './exam-info-page';
import { prefetchExamInfoPage } from './exam-info-queries';

// Against the real server of test-server/global-setup.ts (no mocks): its exams are made for these tests.
const schoolId = inject('schoolId');
const examIds = inject('examIds');

/**
 * The page alone, drawn from the calls the server's render makes (issue 36); the first test draws it through the
 * whole app, with its routes.
 */
const renderInfo = (url: string) =>
  renderPage(url, <ExamInfoPage />, {
    path: '/iexam/:schoolId/examInfo',
    prefetch: (queryClient, school, searchParams) =>
      prefetchExamInfoPage(queryClient, school, searchParams, false),
  });

function infoTableRows(): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const label of document.querySelectorAll('.ant-descriptions-item-label')) {
    rows[label.textContent ?? ''] = label.nextElementSibling?.textContent ?? '';
  }
  return rows;
}

beforeEach(() => {
  setApiBaseUrl(inject('apiUrl'));
});
afterEach(() => {
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('exam information page, logged in, against the real server', () => {
  beforeEach(() => {
    setApiBearerToken(inject('candidateToken'));
  });

  it('shows the exam: breadcrumbs, info table, start button, sanitised introduction, records, contact and complaint entry', async () => {
    renderApp(`/iexam/${schoolId}/examInfo?examId=${examIds.info}`);

    expect(await screen.findByRole('heading', { name: '考试详情页测试考试' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('href')).toBe(`/portal/${schoolId}`);
    // SPEC §9 page-cover cache busting by timestamp, the cover's own query kept.
    expect(screen.getByRole('img', { name: '考试封面' }).getAttribute('src')).toMatch(
      /^\/covers\/info\.png\?v=2&t=\d{13}$/,
    );
    expect(infoTableRows()).toMatchObject({
      总分: '100 分',
      及格分: '60 分',
      答题时长: '45 分钟',
      '考试次数（累计）': '已用 1 / 3 次',
    });
    expect(infoTableRows().开始时间).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}（UTC\+8/);

    const start = screen.getByRole('button', { name: '开始考试' });
    expect(start.getAttribute('aria-disabled')).toBe('false');

    expect((await screen.findByText('45 分钟', { selector: 'strong' })).tagName).toBe('STRONG');
    expect(document.querySelector('.exam-introduction script')).toBeNull();
    expect((window as { __introScriptRan?: boolean }).__introScriptRan).toBeUndefined();

    const records = await screen.findByRole('list', { name: '考试记录' });
    // Started 2026-03-01 17:30 UTC: the next day at +8, the zone named, and this machine's own date beside it where
    // it is another day (issue 42). The row is named by what it shows, and described by what it does.
    const started = new Date('2026-03-01T17:30:00Z');
    const localDate = formatDate(started, -started.getTimezoneOffset() / 60);
    const date =
      localDate === '2026-03-02' ? '2026-03-02（UTC+8）' : `2026-03-02（UTC+8，本地时间 ${localDate}）`;
    const row = within(records).getByRole('button', { name: /^2026-03-02/ });
    expect(row.textContent).toBe(`${date}82 分通过`);
    expect(row.getAttribute('title')).toBe('查看 2026-03-02 的考试结果');
    expect(screen.getByText('考务办公室 010-6000 0000')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '考试申诉' })).toBeTruthy();
  });

  it('the learning-materials tab shows the linked courses (isRelation 1)', async () => {
    await renderInfo(`/iexam/${schoolId}/examInfo?examId=${examIds.info}&sxz-lang=zh_CN`);
    await userEvent.click(await screen.findByRole('tab', { name: '学习资料' }));
    const title = await screen.findByText('Java 基础');
    expect(screen.getByText('1280 人学过')).toBeTruthy();
    // The school's course address with the course filled in (decision 0028).
    expect(title.closest('a')?.getAttribute('href')).toBe('https://lms.example/course/1001?sxz-lang=zh_CN');
    expect(screen.getByRole('link', { name: '前往学习中心' }).getAttribute('href')).toBe(
      '/studyCenter/web-test?sxz-lang=zh_CN',
    );
  });

  it('the complaint entry keeps the complaint report info and opens the complaint page in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderInfo(`/iexam/${schoolId}/examInfo?examId=${examIds.info}&sxz-lang=zh_CN`);
    await userEvent.click(await screen.findByRole('button', { name: '考试申诉' }));
    expect(open).toHaveBeenCalledWith(`/complaintReport/${schoolId}?sxz-lang=zh_CN`, '_blank');
    const info = JSON.parse(window.sessionStorage.getItem('complaintReportInfo') ?? 'null');
    expect(info).toMatchObject({
      sceneId: 2,
      subSceneId: 3,
      businessKey: `${schoolId}_exam`,
      additionalContext: {
        contentTitle: '考试详情页测试考试',
        contentId: String(examIds.info),
        appId: 'exam',
      },
    });
  });

  it('an unknown exam shows the no-data warning', async () => {
    await renderInfo(`/iexam/${schoolId}/examInfo?examId=987654`);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('a deleted exam shows the exam-deleted warning and closes the window after 2 s', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    await renderInfo(`/iexam/${schoolId}/examInfo?examId=${examIds.deleted}`);
    expect(await screen.findByText('考试已被删除')).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: 3500 });
    expect(await screen.findByText('请关闭此页面，或回到学校首页。')).toBeTruthy();
  });

  it('a missing examId shows the tip and closes the window after 2 s; a malformed one shows the number tip', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { unmount } = await renderInfo(`/iexam/${schoolId}/examInfo`);
    expect(await screen.findByText('缺少考试编号，页面即将关闭')).toBeTruthy();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1), { timeout: 3500 });
    // A tab the browser keeps open (not opened by a script) stops promising to close and offers the way out.
    expect(await screen.findByText('缺少考试编号。请关闭此页面，或回到学校首页。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到学校首页' }).getAttribute('href')).toBe(
      `/portal/${schoolId}`,
    );
    unmount();
    await renderInfo(`/iexam/${schoolId}/examInfo?examId=12abc`);
    expect(await screen.findByText('考试编号必须是正整数')).toBeTruthy();
  });

  it('examId 12/2 is a preview and shows the preview tip', async () => {
    await renderInfo(`/iexam/${schoolId}/examInfo?examId=${examIds.info}/2`);
    expect(await screen.findByText('当前为预览模式，作答不会被记录')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '考试详情页测试考试' })).toBeTruthy();
  });
});

describe('exam information page without a login', () => {
  it('sends the visitor to the login page with the way back', async () => {
    const { location } = await renderInfo(`/iexam/${schoolId}/examInfo?examId=${examIds.info}`);
    await waitFor(() => expect(location().pathname).toBe('/login/index'));
    const params = new URLSearchParams(location().search);
    expect(params.get('redirect')).toBe(`/iexam/${schoolId}/examInfo?examId=${examIds.info}`);
  });
});
