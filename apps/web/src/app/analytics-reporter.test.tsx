import { DEFAULT_SITE_CONFIG } from '@iexam/domain/site-config';
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfigQueryOptions } from '@/api/site-config';
import { renderInApp } from '@/test/render-app';
import { AnalyticsReporter } from './analytics-reporter';

const PAGE = '/iexam/demo/open/examInfo?examId=5&identifyCode=SECRET-CODE';

/** The site's configuration file as the operator wrote it; every other request is recorded. */
function serveSiteConfig(config: unknown) {
  const sent: { url: string; body: unknown }[] = [];
  const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/site-config.json') return new Response(JSON.stringify(config), { status: 200 });
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(null, { status: 204 });
  });
  return { sent, fetchSpy };
}

/**
 * Once the configuration query has its answer, the reporter has rendered with it and run its effect: waitFor lets a
 * task pass after its condition holds, and the query's observers hear of the answer in a task queued before that.
 */
async function configurationSettled(queryClient: QueryClient) {
  await waitFor(() =>
    expect(queryClient.getQueryState(siteConfigQueryOptions().queryKey)?.status).toBe('success'),
  );
}

/** The host portal's cookie (SPEC §3), as jsdom keeps it for the page. */
function setUserIdCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the host portal, which sets this cookie
  document.cookie = value === '' ? 'user_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT' : `user_id=${value}`;
}

describe('SPEC §7 analytics hooks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setUserIdCookie('');
  });

  it('send nothing when no analytics endpoint is configured (the default)', async () => {
    const { sent, fetchSpy } = serveSiteConfig(DEFAULT_SITE_CONFIG);
    setUserIdCookie('u-42');
    const { queryClient } = renderInApp(<AnalyticsReporter />, { url: PAGE });
    await configurationSettled(queryClient);
    expect(fetchSpy).toHaveBeenCalledWith('/site-config.json', expect.anything());
    expect(sent).toEqual([]);
  });

  it('send nothing when the configuration file is missing', async () => {
    const sent: string[] = [];
    vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
      sent.push(String(input));
      return new Response('not found', { status: 404 });
    });
    const { queryClient } = renderInApp(<AnalyticsReporter />, { url: PAGE });
    await configurationSettled(queryClient);
    expect(sent).toEqual(['/site-config.json']);
  });

  it('report the page view (its path only, never the query) and the user_id cookie', async () => {
    const { sent } = serveSiteConfig({ analytics: { endpoint: '/analytics/collect', skipHostnames: [] } });
    setUserIdCookie('u%2042');
    renderInApp(<AnalyticsReporter />, { url: PAGE });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      {
        url: '/analytics/collect',
        body: { type: 'pageView', path: '/iexam/demo/open/examInfo', userId: 'u 42' },
      },
      { url: '/analytics/collect', body: { type: 'userId', userId: 'u 42' } },
    ]);
    expect(JSON.stringify(sent)).not.toContain('SECRET-CODE');
  });

  it('report a page view without a user when there is no user_id cookie', async () => {
    const { sent } = serveSiteConfig({ analytics: { endpoint: '/analytics/collect', skipHostnames: [] } });
    renderInApp(<AnalyticsReporter />, { url: '/portal/demo' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ type: 'pageView', path: '/portal/demo', userId: null });
  });

  it('send nothing on a configured skipped hostname', async () => {
    const { sent, fetchSpy } = serveSiteConfig({
      analytics: { endpoint: '/analytics/collect', skipHostnames: [window.location.hostname] },
    });
    setUserIdCookie('u-42');
    const { queryClient } = renderInApp(<AnalyticsReporter />, { url: PAGE });
    await configurationSettled(queryClient);
    expect(fetchSpy).toHaveBeenCalledWith('/site-config.json', expect.anything());
    expect(sent).toEqual([]);
  });
});
