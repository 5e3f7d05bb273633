import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { LANGUAGE_COOKIE, SUPPORTED_LANGUAGES } from '@iexam/domain/constants';
import { resolveLanguage } from '@iexam/domain/i18n';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { type ApiTransport, setApiTransportSource } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { AppRoutes, loadMatchedPages, routes } from '@/app/router';
import { resultModule } from '@/components/page-result';
import { htmlLangOf, initI18n, loadCatalogue, readQueryLanguage, showLanguageNow } from '@/i18n';
import { isPhoneUserAgent, setRenderUserAgent } from '@/lib/browser';
import { readCookie } from '@/lib/cookies';
import { renderWithTitle } from '@/lib/document-title';
import { fixRenderContext, knownTimeZone, TIME_ZONE_COOKIE } from '@/lib/render-context';
import { payloadElement, type ServerRenderPayload } from './payload';
import { SERVER_RENDERED_ROUTES } from './server-prefetch';

export interface RenderRequest {
  /** Path and query of the page asked for. */
  url: string;
  /** The request's Cookie header: the session travels with the page's calls, the language cookie picks the texts. */
  cookie: string;
  userAgent: string;
  /** Answers the page's calls in-process, as the browser's own calls would be answered. */
  transport: ApiTransport;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Styles and the hydration payload, for the end of <head>. */
  head: string;
  /** The value of <html lang>. */
  htmlLang: string;
  /** The page's title (lib/document-title.ts), in its language, as plain text; the shell's own when it gave none. */
  title?: string;
  /** The page's modules as the client build's manifest names them, whose styles the page needs. */
  modules: string[];
}

const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransportSource(() => {
  const transport = transports.getStore();
  if (!transport) throw new Error('an API call outside a server render');
  return transport;
});

const ready = (async () => {
  await initI18n(SUPPORTED_LANGUAGES[0]);
  // The lazily loaded parts a page may draw, so that the server draws them, not their stand-ins (ssr/hydrate-page.ts).
  await Promise.all([...SUPPORTED_LANGUAGES.map(loadCatalogue), resultModule.load()]);
})();

/**
 * Renders a page the way the browser's first render will show it, or returns null for a route the server does not
 * render. The data the page is rendered with is exactly what the payload carries: the server's cache is dehydrated,
 * passed through JSON and hydrated into a fresh cache before rendering, so a call that failed here (not dehydrated)
 * renders as loading on both sides and the browser makes it again.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const leaf = matchRoutes(routes, url.pathname)?.at(-1);
  const drawn = leaf?.route.path === undefined ? undefined : SERVER_RENDERED_ROUTES[leaf.route.path];
  if (!leaf || !drawn) return null;
  await ready;

  const language = resolveLanguage(
    readQueryLanguage(url.searchParams),
    readCookie(request.cookie, LANGUAGE_COOKIE),
  );
  const loading = createQueryClient();
  // The page waits for this render: a failed call is left to the browser, which tries it again with its own retries.
  loading.setDefaultOptions({ queries: { ...loading.getDefaultOptions().queries, retry: false } });
  const isDrawn = await transports.run(request.transport, () =>
    drawn.prefetch({
      queryClient: loading,
      params: leaf.params,
      searchParams: url.searchParams,
      cookies: request.cookie,
    }),
  );
  if (!isDrawn) return null;
  const payload: ServerRenderPayload = {
    language,
    queries: JSON.parse(JSON.stringify(dehydrate(loading))) as ServerRenderPayload['queries'],
    renderContext: {
      instantMs: Date.now(),
      // Without the browser's zone (its first visit) the server's is used; a browser in another zone draws the page
      // itself (boot.tsx).
      timeZone:
        knownTimeZone(readCookie(request.cookie, TIME_ZONE_COOKIE)) ??
        Intl.DateTimeFormat().resolvedOptions().timeZone,
      isPhone: isPhoneUserAgent(request.userAgent),
    },
  };
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.queries);

  // The page is rendered, not its spinner: its module is loaded before the synchronous render.
  await loadMatchedPages(url.pathname);

  // The language, the user agent, the instant and the zone are process-wide while a page renders: all are set and the
  // page rendered in one synchronous step, so no other render can interleave.
  const cache = createCache();
  showLanguageNow(language);
  setRenderUserAgent(request.userAgent);
  fixRenderContext(payload.renderContext);
  let rendered: { html: string; title: string | undefined };
  try {
    rendered = renderWithTitle(() =>
      renderToString(
        <StrictMode>
          <StyleProvider cache={cache}>
            <AppProviders queryClient={queryClient}>
              <StaticRouter location={`${url.pathname}${url.search}`}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </StyleProvider>
        </StrictMode>,
      ),
    );
  } finally {
    setRenderUserAgent(undefined);
    fixRenderContext(undefined);
  }
  queryClient.clear();
  loading.clear();
  return {
    html: rendered.html,
    head: `${extractStyle(cache)}${payloadElement(payload)}`,
    htmlLang: htmlLangOf(language),
    title: rendered.title,
    modules: [drawn.module],
  };
}
