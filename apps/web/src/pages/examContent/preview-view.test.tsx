import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { SAVE_DEBOUNCE_MS } from '@/features/answer-sync/autosave-engine';
import { renderApp, renderRoute } from '@/test/render-app';
import { ExamContentPage } from './exam-content-page';

// SPEC §4 exam modes type 2 (preview) against the real server of test-server/preview-data.ts (no mocks): the exam
// has a notice and an authorization code, which a preview never asks for.
const schoolId = inject('schoolId');
const { examId, adminToken, candidateToken } = inject('preview');
const previewInfoUrl = `/iexam/${schoolId}/examInfo?examId=${examId}%2F2`;

/** Every path the page asked the server for: a preview must never start, save or hand in. */
function recordRequests() {
  const paths: string[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return original(input, init);
  });
  return paths;
}

beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => {
  vi.useRealTimers();
  setApiBearerToken(undefined);
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The answer page alone (no lazy routes) at `url`. */
const renderContentPage = (url: string) =>
  renderRoute(<ExamContentPage />, { path: '/iexam/:schoolId/examContent', url });

describe('preview (SPEC §4 exam modes, §3 examContentStatus 2) against the real server', () => {
  // The one whole-app render: from the information page to the answer page, as staff go.
  it('staff: no notice, no code, examPreview, then the paper marked as a preview; answers stay local', async () => {
    setApiBearerToken(adminToken);
    const requests = recordRequests();
    const { location } = renderApp(previewInfoUrl);
    // The first render loads the lazy routes: more time than findBy's default second.
    await userEvent.click(await screen.findByRole('button', { name: '开始预览' }, { timeout: 10_000 }));
    expect(screen.getByText('当前为预览模式，作答不会被记录')).toBeTruthy();

    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/examContent`));
    const params = new URLSearchParams(location().search);
    expect(params.get('examId')).toBe(String(examId));
    expect(params.get('examResultId')).toBeNull();
    expect(window.sessionStorage.getItem('examContentStatus')).toBe('2');
    expect(screen.queryByText('考试须知', { selector: '.ant-modal-title' })).toBeNull();
    expect(screen.queryByText('输入授权码', { selector: '.ant-modal-title' })).toBeNull();

    expect((await screen.findByTestId('preview-marker')).textContent).toBe('预览 · 答案不保存');
    expect(screen.getByText('答题时长 50 分钟（预览不计时）')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    const optionB = await screen.findByRole('radio', { name: /B\./ });
    // The answers are given on the test's clock, so that it can move past the moment a batch would go out. It also
    // moves with real time: Testing Library waits a task after each action on the page's timers.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(optionB);
    expect(screen.getByText('参考答案: B')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '第 4 题，未答' }));
    expect(await screen.findByText('参考答案: 42；java')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '题目导航' });
    expect(within(nav).getByRole('button', { name: '第 1 题，已答' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '第 4 题，未答' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS));
    expect(requests).toContain('/api/exam/api/examresult/v1/examResults/examPreview');
    expect(
      requests.filter((path) => /startExam|generatetoken|checkAuthCode|useranswer|doExam/.test(path)),
    ).toEqual([]);
  }, 90_000);

  it('a reload stays in preview; the submit button leaves it for the information page', async () => {
    setApiBearerToken(adminToken);
    window.sessionStorage.setItem('examContentStatus', '2');
    const { location } = renderContentPage(`/iexam/${schoolId}/examContent?examId=${examId}`);
    expect(await screen.findByTestId('preview-marker', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^交\s*卷$/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '结束预览' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('预览中的作答不会保存，结束后返回考试信息页。')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '结束预览' }));
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`));
    expect(new URLSearchParams(location().search).get('examId')).toBe(`${examId}/2`);
    expect(window.sessionStorage.getItem('examContentStatus')).toBeNull();
  });

  it('a candidate may not preview: the server says 403 and the tab is not marked', async () => {
    setApiBearerToken(candidateToken);
    const { location } = renderApp(previewInfoUrl);
    await userEvent.click(await screen.findByRole('button', { name: '开始预览' }, { timeout: 10_000 }));
    expect(await screen.findByText('没有权限执行此操作', {}, { timeout: 5000 })).toBeTruthy();
    expect(location().pathname).toBe(`/iexam/${schoolId}/examInfo`);
    expect(window.sessionStorage.getItem('examContentStatus')).toBeNull();
  });

  it('an address with an examResultId is never a preview, whatever the tab holds', async () => {
    setApiBearerToken(candidateToken);
    window.sessionStorage.setItem('examContentStatus', '2');
    renderContentPage(`/iexam/${schoolId}/examContent?examResultId=999999&examId=${examId}`);
    expect(await screen.findByText('答题页加载失败', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('preview-marker')).toBeNull();
  });
});
