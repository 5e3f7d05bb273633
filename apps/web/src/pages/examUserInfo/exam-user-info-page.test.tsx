import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { setApiBaseUrl } from '@/api/client';
import { examInfoQueryOptions } from '@/api/exam-info';
import { openUserQueryOptions } from '@/api/open';
import { schoolQueryOptions } from '@/api/portal';
import { createQueryClient } from '@/api/query-client';
import { openTokenFor } from '@/lib/open-token';
import { renderApp, renderRoute } from '@/test/render-app';
import { ExamUserInfoPage } from './exam-user-info-page';

// Issue 7 user-info page against the real server (test-server/open-link-data.ts), each page alone with the calls
// it makes first already answered. The visitor's way from the link to the result: e2e/open-link.spec.ts.
const schoolId = inject('schoolId');
const { examId, codes } = inject('openLink');
const userInfoQuery = `examId=${examId}&identifyCode=${codes.unchecked}&sxz-lang=zh_CN`;

beforeEach(() => setApiBaseUrl(inject('apiUrl')));
afterEach(() => window.sessionStorage.clear());

describe('examUserInfo: an unchecked visitor confirms name and contact', () => {
  it('the open page sends an unchecked code to the user-info page, with its code, exam and language', async () => {
    // The one whole-app render: the open information page sends the visitor on through the app's routes.
    const { location } = renderApp(`/iexam/${schoolId}/open/examInfo?${userInfoQuery}`);
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/open/examUserInfo`), {
      timeout: 15_000,
    });
    const params = new URLSearchParams(location().search);
    expect(params.get('identifyCode')).toBe(codes.unchecked);
    expect(params.get('examId')).toBe(String(examId));
    expect(params.get('sxz-lang')).toBe('zh_CN');
  }, 60_000);

  it('shows the name hint, refuses a wrong contact with its text, then returns with the token', async () => {
    const queryClient = createQueryClient();
    const identity = { schoolId, examId, identifyCode: codes.unchecked, sessionId: null };
    await Promise.all([
      queryClient.prefetchQuery(schoolQueryOptions(schoolId)),
      queryClient.prefetchQuery(openUserQueryOptions(identity)),
      queryClient.prefetchQuery(examInfoQueryOptions({ ...identity, isOpenMode: true })),
    ]);
    const { location } = renderRoute(<ExamUserInfoPage />, {
      path: '/iexam/:schoolId/open/examUserInfo',
      url: `/iexam/${schoolId}/open/examUserInfo?${userInfoQuery}`,
      queryClient,
    });
    // The registered name only as a hint: its first character.
    expect(await screen.findByText('报名姓名：钱*')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '免登录笔试' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('姓名'), '钱七');
    await userEvent.type(screen.getByLabelText('联系方式'), '13700009999');
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    expect(await screen.findByText('姓名或联系方式与报名信息不一致')).toBeTruthy();
    expect(openTokenFor(schoolId, examId)).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('联系方式'));
    await userEvent.type(screen.getByLabelText('联系方式'), '137-0000-2222');
    await userEvent.click(screen.getByRole('button', { name: '确认并继续' }));
    await waitFor(() => expect(location().pathname).toBe(`/iexam/${schoolId}/open/examInfo`));
    const params = new URLSearchParams(location().search);
    expect(params.get('identifyCode')).toBe(codes.unchecked);
    expect(params.get('sxz-lang')).toBe('zh_CN');
    expect(openTokenFor(schoolId, examId)).toMatch(/\S{20,}/);
  }, 60_000);
});
