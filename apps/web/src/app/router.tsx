import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { LanguageSync } from './language-sync';
import { RouteError } from './route-error';

function RootRoute() {
  return (
    <>
      <LanguageSync />
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
        path: '*',
        lazy: async () => ({ Component: (await import('@/pages/not-found/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
