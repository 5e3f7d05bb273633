import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';

/** Where the test's router is now, for tests that follow a redirect or a navigation. */
function LocationProbe({ into }: { into: { current: Location | undefined } }) {
  into.current = useLocation();
  return null;
}

function renderAt(url: string, ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const current: { current: Location | undefined } = { current: undefined };
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe into={current} />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = (): Location => {
    if (!current.current) throw new Error('the router has not rendered');
    return current.current;
  };
  return { ...view, location, queryClient };
}

/**
 * The whole app (real routes, providers, query defaults) at `url`. Calls go to the API base URL, which page
 * tests point at a real test server with setApiBaseUrl; nothing is stubbed. A query client given holds what a
 * server's render would have left in it (ssr/hydrate-page.ts).
 */
export function renderApp(url: string, queryClient = createQueryClient()) {
  return renderAt(url, <AppRoutes />, queryClient);
}

/** One component inside the app's providers and a router at `url` (for query flags and links). */
export function renderInApp(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  return renderAt(
    url,
    <Routes>
      <Route path="*" element={ui} />
    </Routes>,
  );
}

/**
 * One page component (not the whole app: no lazy routes, no guard, no frame) inside the app's providers, at `url`
 * matched by the route `path` so the page reads its params. The query client may already hold what the page reads,
 * fetched from the real test server through the page's own request functions (the way ssr/ prefetches a page), so
 * the page draws at once instead of after a round of loading states.
 */
export function renderRoute(
  ui: ReactNode,
  { path, url, queryClient = createQueryClient() }: { path: string; url: string; queryClient?: QueryClient },
) {
  return renderAt(
    url,
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>,
    queryClient,
  );
}
