import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl } from '@/api/client';
import { openTokenFor } from '@/lib/open-token';
import { renderPage } from '@/test/render-page';
import { OpenExamInfoPage } from './exam-info-page';
import { prefetchExamInfoPage } from './exam-info-queries';

// Issue 7 open-link visitors against the real server (test-server/open-link-data.ts): one identity per test. The
// page alone, drawn from the calls the server's render makes (issue 36); a refused or unknown identity's failure page
// and the start to the answer page are journeys, taken in Chromium by e2e/open-link.spec.ts and e2e/exam-info.spec.ts.
const schoolId = inject('schoolId');
const { examId, commonExamId, commonCode, codes } = inject('openLink');
const openUrl = (query: string) => `/iexam/${schoolId}/open/examInfo?${query}`;

/** Pasted, not typed: antd validates on each keystroke, which is slow in jsdom on a busy machine. */
async function enter(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

const renderOpen = (query: string) =>
  renderPage(openUrl(query), <OpenExamInfoPage />, {
    path: '/iexam/:schoolId/open/examInfo',
    prefetch: (queryClient, school, searchParams) =>
      prefetchExamInfoPage(queryClient, school, searchParams, true),
  });

beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => window.sessionStorage.clear());

describe('open examInfo: the user list decides (SPEC §4 open variant)', { timeout: 45_000 }, () => {
  it('confirmation: accepting shows the exam with its start button and keeps the token', async () => {
    await renderOpen(`examId=${examId}&identifyCode=${codes.accept}`);
    expect(await screen.findByText('参加考试确认')).toBeTruthy();
    expect(screen.getByText('网页测试学校邀请您参加本次考试，请阅读下方须知后确认是否参加。')).toBeTruthy();
    expect(screen.getByText('考试期间请保持摄像头开启。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始考试' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确认参加' }));
    expect(await screen.findByRole('button', { name: '开始考试' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '免登录笔试' })).toBeTruthy();
    expect(openTokenFor(schoolId, examId)).toMatch(/\S{20,}/);
  });

  it('confirmation: rejecting needs a cause, then a polite end says the school was told', async () => {
    await renderOpen(`examId=${examId}&identifyCode=${codes.reject}`);
    await userEvent.click(await screen.findByRole('button', { name: '不参加' }));
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请填写不参加的原因')).toBeTruthy();
    await enter(screen.getByLabelText('不参加的原因'), '时间冲突');
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('已记录您不参加本次考试')).toBeTruthy();
    expect(screen.getByText(/我们已将您的决定和原因告知网页测试学校/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始考试' })).toBeNull();
  });

  it('a link without identifyCode: the shared code gives an identifyCode of their own, kept in the address', async () => {
    const { location } = await renderOpen(`examId=${commonExamId}`);
    expect(await screen.findByRole('heading', { name: '口令考试' })).toBeTruthy();
    await enter(screen.getByLabelText('考试口令'), 'WRONG-CODE');
    await enter(screen.getByLabelText('姓名'), '周九');
    await enter(screen.getByLabelText('联系方式'), '13900009999');
    await userEvent.click(screen.getByRole('button', { name: '验证并进入考试' }));
    expect(await screen.findByText('考试口令不正确')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('考试口令'));
    await enter(screen.getByLabelText('考试口令'), commonCode);
    await userEvent.click(screen.getByRole('button', { name: '验证并进入考试' }));
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('identifyCode')).toMatch(/^OPEN-[A-Z2-9]{12}$/),
    );
    expect(openTokenFor(schoolId, commonExamId)).toMatch(/\S{20,}/);
    // The fresh identity is checked; next comes the school's confirmation notice.
    expect(await screen.findByText('参加考试确认')).toBeTruthy();
  });
});
