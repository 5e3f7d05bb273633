import type { QueryClient } from '@tanstack/react-query';
import { prefetchExamContentPage } from '@/pages/examContent/exam-content-queries';
import { prefetchExamInfoPage } from '@/pages/examInfo/exam-info-queries';
import { prefetchExamResultPage } from '@/pages/examResult/exam-result-queries';

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** The request's Cookie header. */
  cookies: string;
}

export interface ServerRenderedRoute {
  /**
   * The route's page module (its lazy import in app/router.tsx) as the client build's manifest names it: the styles
   * its chunks carry go with the drawn page, as the browser would add them when it loads the route.
   */
  module: string;
  /** Makes the page's first calls; false when the server does not draw this address (the plain shell). */
  prefetch: (context: PrefetchContext) => Promise<boolean>;
}

const EXAM_INFO_PAGE = 'src/pages/examInfo/exam-info-page.tsx';

/** The routes the server renders, by their path in app/router.tsx. Any other route gets the plain shell. */
export const SERVER_RENDERED_ROUTES: Readonly<Record<string, ServerRenderedRoute>> = {
  '/iexam/:schoolId/examInfo': {
    module: EXAM_INFO_PAGE,
    prefetch: ({ queryClient, params, searchParams }) =>
      prefetchExamInfoPage(queryClient, params.schoolId ?? '', searchParams, false),
  },
  '/iexam/:schoolId/open/examInfo': {
    module: EXAM_INFO_PAGE,
    prefetch: ({ queryClient, params, searchParams }) =>
      prefetchExamInfoPage(queryClient, params.schoolId ?? '', searchParams, true),
  },
  '/iexam/:schoolId/examContent': {
    module: 'src/pages/examContent/exam-content-page.tsx',
    prefetch: ({ queryClient, params, searchParams, cookies }) =>
      prefetchExamContentPage(queryClient, params.schoolId ?? '', searchParams, cookies),
  },
  '/iexam/:schoolId/examResult': {
    module: 'src/pages/examResult/exam-result-page.tsx',
    prefetch: ({ queryClient, params, searchParams }) =>
      prefetchExamResultPage(queryClient, params.schoolId ?? '', searchParams),
  },
};
