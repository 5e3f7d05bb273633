import type { QueryClient } from '@tanstack/react-query';
import { prefetchExamInfoPage } from '@/pages/examInfo/exam-info-queries';

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * The routes the server renders, by their path in app/router.tsx, each with the calls its page makes first. Any other
 * route gets the plain shell and renders in the browser.
 */
export const SERVER_RENDERED_ROUTES: Readonly<Record<string, (context: PrefetchContext) => Promise<void>>> = {
  '/iexam/:schoolId/examInfo': ({ queryClient, params, searchParams }) =>
    prefetchExamInfoPage(queryClient, params.schoolId ?? '', searchParams, false),
  '/iexam/:schoolId/open/examInfo': ({ queryClient, params, searchParams }) =>
    prefetchExamInfoPage(queryClient, params.schoolId ?? '', searchParams, true),
};
