import { useEffect } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { afterPartsHydrated } from '@/lib/hydration';
import { fixRenderContext } from '@/lib/render-context';
import { AnalyticsReporter } from './analytics-reporter';
import { LanguageSync } from './language-sync';
import { NewVersionNotice } from './new-version-notice';
import { type Page, type PageHandle, page, RouteErrorBoundary, RoutePage } from './route-page';

const pageRoute = (path: string, lazyPage: Page): RouteObject => ({
  path,
  // Keyed by its path: another route's page is another element, not this one with other props.
  element: <RoutePage key={path} page={lazyPage} />,
  handle: { page: lazyPage } satisfies PageHandle,
});

function RootRoute() {
  // Hydration is over once the root's effects have run and its parts are hydrated (components/hydrated-apart): clocks
  // and times read the browser's own from here on, and the page says it answers clicks (the e2e specs wait for it
  // after each load).
  useEffect(() => {
    afterPartsHydrated(() => {
      fixRenderContext(undefined);
      document.documentElement.dataset.appReady = '';
    });
  }, []);
  return (
    <>
      <LanguageSync />
      <NewVersionNotice />
      <AnalyticsReporter />
      <Outlet />
    </>
  );
}

/** The route table; shared by the browser, the server's render and the tests. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      // Without a school in the address there is no portal to show; the login page asks for the school.
      { path: '/', element: <Navigate to="/login/index" replace /> },
      pageRoute(
        '/login/index',
        page(async () => (await import('@/pages/login/login-page')).LoginPage),
      ),
      pageRoute(
        '/portal/:schoolId',
        page(async () => (await import('@/pages/portal/portal-page')).PortalPage),
      ),
      pageRoute(
        '/iexam/:schoolId/examInfo',
        page(async () => (await import('@/pages/examInfo/exam-info-page')).ExamInfoPage),
      ),
      // The open variant is the same page in open mode (docs/decisions/0010).
      pageRoute(
        '/iexam/:schoolId/open/examInfo',
        page(async () => (await import('@/pages/examInfo/exam-info-page')).OpenExamInfoPage),
      ),
      // The open link's user-info page: an unchecked visitor confirms name and contact (docs/decisions/0010).
      pageRoute(
        '/iexam/:schoolId/open/examUserInfo',
        page(async () => (await import('@/pages/examUserInfo/exam-user-info-page')).ExamUserInfoPage),
      ),
      // The answer page carries CodeMirror, markdown-it and highlight.js; no other route loads them.
      pageRoute(
        '/iexam/:schoolId/examContent',
        page(async () => (await import('@/pages/examContent/exam-content-page')).ExamContentPage),
      ),
      pageRoute(
        '/iexam/:schoolId/examResult',
        page(async () => (await import('@/pages/examResult/exam-result-page')).ExamResultPage),
      ),
      pageRoute(
        '/iexam/:schoolId/privilege',
        page(async () => (await import('@/pages/privilege/privilege-page')).PrivilegePage),
      ),
      pageRoute(
        '/iexam/:schoolId/insufficientPermissions',
        page(
          async () =>
            (await import('@/pages/insufficient-permissions/insufficient-permissions-page'))
              .InsufficientPermissionsPage,
        ),
      ),
      pageRoute(
        '/iexam/:schoolId/failure',
        page(async () => (await import('@/pages/failure/failure-page')).FailurePage),
      ),
      // SPEC §2: the complaint entry opens it in a new tab (docs/decisions/0028).
      pageRoute(
        '/complaintReport/:schoolId',
        page(async () => (await import('@/pages/complaintReport/complaint-report-page')).ComplaintReportPage),
      ),
      // SPEC §5: external links from exam content go through this page (docs/decisions/0037).
      pageRoute(
        '/redirect',
        page(async () => (await import('@/pages/redirect/redirect-page')).RedirectPage),
      ),
      // Issue 20: the staff console, one chunk candidates never load (docs/decisions/0040).
      pageRoute(
        '/admin/:schoolId/*',
        page(async () => (await import('@/admin/admin-app')).AdminApp),
      ),
      pageRoute(
        '*',
        page(async () => (await import('@/pages/not-found/not-found-page')).NotFoundPage),
      ),
    ],
  },
];

/**
 * The pages of the routes that match `pathname`, loaded: a page the server draws, or the browser takes over, must be
 * there before the first render, which would otherwise draw the spinner where the server drew the page.
 */
export async function loadMatchedPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.page.load()));
}

/** The app's routes under whichever router the caller gives them: the browser's, the server's or a test's. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
