import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { applyLanguage, readQueryLanguage } from '@/i18n';
import { renderRoute } from './render-app';

export interface RenderPageOptions {
  /** The page's route path as app/router.tsx has it (`/iexam/:schoolId/examInfo`). */
  path: string;
  /**
   * The page's first calls, made the way the server's render makes them (ssr/server-prefetch.ts: the page's own
   * `prefetch…Page`, with the `…QueryOptions` factories of src/api): the page is drawn from that data, not after a
   * round of loading states. Without it the page makes its calls itself.
   */
  prefetch?: (queryClient: QueryClient, schoolId: string, searchParams: URLSearchParams) => Promise<unknown>;
}

/**
 * A candidate page alone (issue 36: not the whole app) at `url`, its query cache seeded as a server render leaves
 * it (ssr/entry-server.tsx): the calls go to the real test server without retries, are dehydrated and hydrated into
 * the page's own client. The address's `sxz-lang` is applied, as app/language-sync.tsx does for the whole app.
 * Another route shows nothing; `location()` says where a navigation went.
 */
export async function renderPage(url: string, page: ReactNode, { path, prefetch }: RenderPageOptions) {
  const address = new URL(url, 'http://localhost');
  const queryClient = createQueryClient();
  if (prefetch) {
    const loading = createQueryClient();
    loading.setDefaultOptions({ queries: { ...loading.getDefaultOptions().queries, retry: false } });
    await prefetch(loading, address.pathname.split('/')[2] ?? '', address.searchParams);
    hydrate(queryClient, dehydrate(loading));
    loading.clear();
  }
  const language = readQueryLanguage(address.search);
  if (language) await applyLanguage(language);
  return renderRoute(page, { path, url: `${address.pathname}${address.search}`, queryClient });
}
