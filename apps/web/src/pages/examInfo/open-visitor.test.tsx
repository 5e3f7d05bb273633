import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl } from '@/api/client';
import { openTokenFor } from '@/lib/open-token';
import { renderApp } from '@/test/render-app';

// Issue 7 open-link visitors against the real server (test-server/open-link-data.ts): one identity per test.
const schoolId = inject('schoolId');
const { examId, commonExamId, commonCode, codes } = inject('openLink');
const openUrl = (query: string) => `/iexam/${schoolId}/open/examInfo?${query}`;

beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => window.sessionStorage.clear());

describe('open examInfo: the user list decides (SPEC §4 open variant)', () => {
  it('userStatus 2 (refused) ends on the failure page with the school’s own words', async () => {
    const { location } = renderApp(openUrl(`examId=${examId}&identifyCode=${codes.refused}`));
    expect(await screen.findByRole('heading', { level: 1, name: '该考试链接已被拒绝' })).toBeTruthy();
    expect(screen.getByText('资格审核未通过')).toBeTruthy();
    expect(location().pathname).toBe(`/iexam/${schoolId}/failure`);
    expect(openTokenFor(schoolId, examId)).toBeUndefined();
  });

  it('an unknown identifyCode ends on the failure page', async () => {
    const { location } = renderApp(openUrl(`examId=${examId}&identifyCode=WEB-OL-NOBODY`));
    expect(await screen.findByRole('heading', { level: 1, name: '无法进入考试' })).toBeTruthy();
    expect(location().pathname).toBe(`/iexam/${schoolId}/failure`);
  });

  it('confirmation: accepting shows the exam with its start button and keeps the token', async () => {
    renderApp(openUrl(`examId=${examId}&identifyCode=${codes.accept}`));
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
    renderApp(openUrl(`examId=${examId}&identifyCode=${codes.reject}`));
    await userEvent.click(await screen.findByRole('button', { name: '不参加' }));
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('请填写不参加的原因')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('不参加的原因'), '时间冲突');
    await userEvent.click(screen.getByRole('button', { name: '提 交' }));
    expect(await screen.findByText('已记录您不参加本次考试')).toBeTruthy();
    expect(screen.getByText(/我们已将您的决定和原因告知网页测试学校/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '开始考试' })).toBeNull();
  });

  it('a link without identifyCode: the shared code gives an identifyCode of their own, kept in the address', async () => {
    const { location } = renderApp(openUrl(`examId=${commonExamId}`));
    expect(await screen.findByRole('heading', { name: '口令考试' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('考试口令'), 'WRONG-CODE');
    await userEvent.type(screen.getByLabelText('姓名'), '周九');
    await userEvent.type(screen.getByLabelText('联系方式'), '13900009999');
    await userEvent.click(screen.getByRole('button', { name: '验证并进入考试' }));
    expect(await screen.findByText('考试口令不正确')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('考试口令'));
    await userEvent.type(screen.getByLabelText('考试口令'), commonCode);
    await userEvent.click(screen.getByRole('button', { name: '验证并进入考试' }));
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('identifyCode')).toMatch(/^OPEN-[A-Z2-9]{12}$/),
    );
    expect(openTokenFor(schoolId, commonExamId)).toMatch(/\S{20,}/);
    // The fresh identity is checked; next comes the school's confirmation notice.
    expect(await screen.findByText('参加考试确认')).toBeTruthy();
  });

  it('start with the token lands on examContent with the identifyCode, and the answer page loads', async () => {
    const { location } = renderApp(openUrl(`examId=${examId}&identifyCode=${codes.start}`));
    await userEvent.click(await screen.findByRole('button', { name: '开始考试' }, { timeout: 10_000 }));
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/examContent`), {
      timeout: 8000,
    });
    const params = new URLSearchParams(location().search);
    expect(params.get('identifyCode')).toBe(codes.start);
    expect(params.get('examId')).toBe(String(examId));
    const question = await screen.findByText('1 + 1 = ?', {}, { timeout: 8000 });
    expect(question).toBeTruthy();
    expect(within(document.body).queryByRole('heading', { name: '登录' })).toBeNull();
  }, 20_000);
});
