import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, loadMatchedPages } from '@/app/router';
import { detectLanguage, initI18n } from '@/i18n';
import { browserTimeZone, fixRenderContext, rememberTimeZone } from '@/lib/render-context';
import { registerServiceWorker } from '@/lib/service-worker';
import { readSession, SESSION_KEYS } from '@/lib/session-store';
import { yieldToMain } from '@/lib/yield-to-main';
import { hydrateQueries, loadDrawnParts } from '@/ssr/hydrate-page';
import { readServerRenderPayload, type ServerRenderPayload } from '@/ssr/payload';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

/**
 * A page the server rendered (ssr/entry-server.tsx) is taken over by React instead of drawn again: with the same
 * language, answers, instant and zone, and the route's own module in place. The work is cut into tasks (issue 22):
 * the first use of Intl (a phone spends tens of milliseconds starting its time zones) and the server's answers each
 * run in a task of their own after the app's code has been evaluated, as do the first read of session storage, the
 * route's matching and the catalogue's set-up, and hydration starts in another.
 */
async function hydrateServerPage(payload: ServerRenderPayload): Promise<boolean> {
  await yieldToMain();
  if (payload.renderContext.timeZone !== browserTimeZone()) return false;
  await yieldToMain();
  // The first read of session storage opens it (the router and the page read it while hydrating): a task of its own.
  readSession(SESSION_KEYS.accountsInfo);
  await yieldToMain();
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, payload);
  // The root route lets the clock and zone go once the page is hydrated (app/router.tsx).
  fixRenderContext(payload.renderContext);
  await yieldToMain();
  // The route's module (and a lazily loaded part the page shows) first, its fetch the longer; the catalogue's set-up in
  // the next task. Without any of them the page still hydrates: what is missing is fetched again and drawn over.
  const routeLoaded = loadMatchedPages(window.location.pathname).catch(() => undefined);
  const partsLoaded = loadDrawnParts(root).catch(() => undefined);
  await yieldToMain();
  await Promise.all([initI18n(payload.language), routeLoaded, partsLoaded]).catch(() => undefined);
  await yieldToMain();
  // As a transition, React hydrates in slices and yields between them, so a tap during hydration is answered
  // promptly instead of after one long task (as Next.js hydrates).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
      {
        // A page that differs from the server's markup is drawn again by the browser: the candidate sees the right
        // page, and the console names the component so the difference can be fixed.
        onRecoverableError: (error, info) => console.warn('hydration:', error, info.componentStack),
      },
    );
  });
  return true;
}

/**
 * The route's page is fetched as the app starts, and the language's catalogue beside it; the first render waits for
 * the catalogue so the page never flashes in the wrong language or shows bare keys. A failed fetch still renders: the
 * language sync fetches the catalogue again and the texts appear when it arrives. A page the server rendered in
 * another zone (the browser's first visit) is drawn anew, with the server's answers.
 */
function renderInBrowser(payload: ServerRenderPayload | null): void {
  const queryClient = createQueryClient();
  if (payload) hydrateQueries(queryClient, payload);
  void loadMatchedPages(window.location.pathname).catch(() => undefined);
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  initI18n(detectLanguage(window.location.search)).then(render, render);
}

registerServiceWorker();
const payload = readServerRenderPayload(document);
if (payload) {
  // A page that cannot be taken over (its payload unreadable) is drawn anew rather than left without its app.
  void hydrateServerPage(payload)
    .catch((error: unknown) => {
      console.warn('hydration:', error);
      return false;
    })
    .then((isHydrating) => {
      rememberTimeZone();
      if (!isHydrating) renderInBrowser(payload);
    });
} else {
  rememberTimeZone();
  renderInBrowser(null);
}
