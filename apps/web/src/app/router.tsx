import { useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { afterPartsHydrated } from '@/lib/hydration';
import { fixRenderContext } from '@/lib/render-context';
import { AnalyticsReporter } from './analytics-reporter';
import { LanguageSync } from './language-sync';
import { NewVersionNotice } from './new-version-notice';
import { RouteError } from './route-error';

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

/** The route table; shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      // Without a school in the address there is no portal to show; the login page asks for the school.
      { path: '/', element: <Navigate to="/login/index" replace /> },
      {
        path: '/login/index',
        lazy: async () => ({ Component: (await import('@/pages/login/login-page')).LoginPage }),
      },
      {
        path: '/portal/:schoolId',
        lazy: async () => ({ Component: (await import('@/pages/portal/portal-page')).PortalPage }),
      },
      {
        path: '/iexam/:schoolId/examInfo',
        lazy: async () => ({ Component: (await import('@/pages/examInfo/exam-info-page')).ExamInfoPage }),
      },
      {
        // The open variant is the same page in open mode (docs/decisions/0010).
        path: '/iexam/:schoolId/open/examInfo',
        lazy: async () => ({ Component: (await import('@/pages/examInfo/exam-info-page')).OpenExamInfoPage }),
      },
      {
        // The open link's user-info page: an unchecked visitor confirms name and contact (docs/decisions/0010).
        path: '/iexam/:schoolId/open/examUserInfo',
        lazy: async () => ({
          Component: (await import('@/pages/examUserInfo/exam-user-info-page')).ExamUserInfoPage,
        }),
      },
      {
        // The answer page carries CodeMirror, markdown-it and highlight.js; no other route loads them.
        path: '/iexam/:schoolId/examContent',
        lazy: async () => ({
          Component: (await import('@/pages/examContent/exam-content-page')).ExamContentPage,
        }),
      },
      {
        path: '/iexam/:schoolId/examResult',
        lazy: async () => ({
          Component: (await import('@/pages/examResult/exam-result-page')).ExamResultPage,
        }),
      },
      {
        path: '/iexam/:schoolId/privilege',
        lazy: async () => ({ Component: (await import('@/pages/privilege/privilege-page')).PrivilegePage }),
      },
      {
        path: '/iexam/:schoolId/insufficientPermissions',
        lazy: async () => ({
          Component: (await import('@/pages/insufficient-permissions/insufficient-permissions-page'))
            .InsufficientPermissionsPage,
        }),
      },
      {
        path: '/iexam/:schoolId/failure',
        lazy: async () => ({ Component: (await import('@/pages/failure/failure-page')).FailurePage }),
      },
      {
        // SPEC §2: the complaint entry opens it in a new tab (docs/decisions/0028).
        path: '/complaintReport/:schoolId',
        lazy: async () => ({
          Component: (await import('@/pages/complaintReport/complaint-report-page')).ComplaintReportPage,
        }),
      },
      {
        // SPEC §5: external links from exam content go through this page (docs/decisions/0037).
        path: '/redirect',
        lazy: async () => ({ Component: (await import('@/pages/redirect/redirect-page')).RedirectPage }),
      },
      {
        // Issue 20: the staff console, one chunk candidates never load (docs/decisions/0040).
        path: '/admin/:schoolId/*',
        lazy: async () => ({ Component: (await import('@/admin/admin-app')).AdminApp }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/pages/not-found/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
