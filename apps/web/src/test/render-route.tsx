import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';

/** Where the test's router is now, for tests that follow a navigation. */
function LocationProbe({ into }: { into: { current: Location | undefined } }) {
  into.current = useLocation();
  return null;
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
  const current: { current: Location | undefined } = { current: undefined };
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
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
