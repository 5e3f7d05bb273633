import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/**
 * The whole app (real routes, providers, query defaults) at `url`. Calls go to the API base URL, which page
 * tests point at a real test server with setApiBaseUrl; nothing is stubbed. A query client given holds what a
 * server's render would have left in it (ssr/hydrate-page.ts).
 */
export function renderApp(url: string, queryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One component inside the app's providers and a router at `url` (for query flags and links). */
export function renderInApp(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
