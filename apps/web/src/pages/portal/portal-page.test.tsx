import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { meQueryOptions } from '@/api/accounts';
import { setApiBaseUrl, setApiBearerToken } from '@/api/client';
import { portalExamsQueryOptions, schoolQueryOptions } from '@/api/portal';
import { createQueryClient } from '@/api/query-client';
import { renderApp, renderRoute } from '@/test/render-app';
import { PortalPage } from './portal-page';

// Against the real server of test-server/global-setup.ts: its school has one running and one ended exam.
describe('portal page against the real server', () => {
  const schoolId = inject('schoolId');

  beforeEach(() => {
    setApiBaseUrl(inject('apiUrl'));
  });
  afterEach(() => {
    setApiBearerToken(undefined);
    vi.restoreAllMocks();
  });

  it('shows the school, the candidate and their exams with status, each linking to its exam information page', async () => {
    setApiBearerToken(inject('candidateToken'));
    // The page alone, its calls answered first; the app around it is the next test's.
    const queryClient = createQueryClient();
    await Promise.all([
      queryClient.prefetchQuery(schoolQueryOptions(schoolId)),
      queryClient.prefetchQuery(meQueryOptions()),
      queryClient.prefetchQuery(portalExamsQueryOptions(schoolId)),
    ]);
    renderRoute(<PortalPage />, { path: '/portal/:schoolId', url: `/portal/${schoolId}`, queryClient });

    expect(await screen.findByText('网页测试学校')).toBeTruthy();
    expect(await screen.findByText('李四')).toBeTruthy();
    const runningTitle = await screen.findByText('正在进行的考试');
    const running = runningTitle.closest('.ant-card') as HTMLElement;
    const ended = (await screen.findByText('已经结束的考试')).closest('.ant-card') as HTMLElement;
    expect(runningTitle.closest('a')?.getAttribute('href')).toMatch(
      new RegExp(`^/iexam/${schoolId}/examInfo\\?examId=\\d+$`),
    );
    expect(within(running).getByText('进行中')).toBeTruthy();
    expect(within(ended).getByText('已结束')).toBeTruthy();
    // SPEC §9 page-cover cache busting by timestamp; a card without a cover has no image.
    expect(running.querySelector('img')?.getAttribute('src')).toMatch(/^\/covers\/running\.png\?t=\d{13}$/);
    expect(ended.querySelector('img')).toBeNull();
  });

  // The one render of the whole app at the portal's address: the redirect goes through the app's routes.
  it('without a login it sends the visitor to the login page with the way back and the language', async () => {
    const statuses: string[] = [];
    const realFetch = window.fetch;
    vi.spyOn(window, 'fetch').mockImplementation(async (...args) => {
      const response = await realFetch(...args);
      statuses.push(`${response.status} ${new URL(String(args[0])).pathname}`);
      return response;
    });
    const { location } = renderApp(`/portal/${schoolId}?sxz-lang=en_US`);
    await screen.findByRole('heading', { name: 'Log in' }, { timeout: 5000 });
    expect(location().pathname).toBe('/login/index');
    const params = new URLSearchParams(location().search);
    expect(params.get('redirect')).toBe(`/portal/${schoolId}?sxz-lang=en_US`);
    expect(params.get('sxz-lang')).toBe('en_US');
    // One refusal tells the page there is no login; the exam list is never asked for (issue 17 defect 10).
    expect(statuses.filter((line) => line.startsWith('401'))).toHaveLength(1);
    expect(statuses.some((line) => line.includes('/portal/exams'))).toBe(false);
  });
});
