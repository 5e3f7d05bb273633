// First: before any module below builds a zod schema.
import '@/lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { createAppRouter, routes } from '@/app/router';
import { detectLanguage, initI18n } from '@/i18n';
import { browserTimeZone, fixRenderContext, rememberTimeZone } from '@/lib/render-context';
import { registerServiceWorker } from '@/lib/service-worker';
import { hydrateQueries, loadMatchedRoutes } from '@/ssr/hydrate-page';
import { readServerRenderPayload } from '@/ssr/payload';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker();
rememberTimeZone();

const queryClient = createQueryClient();
const payload = readServerRenderPayload(document);
if (payload) hydrateQueries(queryClient, payload);

if (payload && payload.renderContext.timeZone === browserTimeZone()) {
  // The server rendered this page (ssr/entry-server.tsx): the same language, answers, instant and zone, and the
  // route's own module in place, then React takes over the markup instead of drawing it again. The root route lets
  // the clock and zone go once the page is hydrated (app/router.tsx).
  fixRenderContext(payload.renderContext);
  // As a transition, React hydrates in slices and yields between them, so a tap during hydration is answered
  // promptly instead of after one long task (as Next.js hydrates).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={createAppRouter()} />
          </AppProviders>
        </StrictMode>,
        {
          // A page that differs from the server's markup is drawn again by the browser: the candidate sees the right
          // page, and the console names the component so the difference can be fixed.
          onRecoverableError: (error, info) => console.warn('hydration:', error, info.componentStack),
        },
      );
    });
  // Without its catalogue or module the page still hydrates: what is missing is fetched again and drawn over.
  Promise.all([initI18n(payload.language), loadMatchedRoutes(routes, window.location)]).then(
    hydrate,
    hydrate,
  );
} else {
  // The router starts fetching the route's page as it is made; the language's catalogue is fetched beside it, and the
  // first render waits for the catalogue so the page never flashes in the wrong language or shows bare keys. A failed
  // fetch still renders: the language sync fetches the catalogue again and the texts appear when it arrives. A page
  // the server rendered in another zone (the browser's first visit) is drawn anew, with the server's answers.
  const router = createAppRouter();
  const render = () =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  initI18n(detectLanguage(window.location.search)).then(render, render);
}
