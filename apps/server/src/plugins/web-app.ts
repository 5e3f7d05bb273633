import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bodyFor } from './errors';
import { encodePage, pageEncodingFor } from './page-encoding';
import { loadPageRenderer, type PageRenderer } from './server-render';

const API_PREFIXES = ['/api/', '/open/', '/docs', '/healthz'];

// A page's address is one outside the API whose last segment names no file: a route of the web app, or its own
// not-found page. Whatever the Accept header: the addresses the start banner prints are opened with curl (Accept */*)
// and by scripts too, and should answer what a browser gets (issue 42). A file the build lacks (a script of an earlier
// deploy) stays a 404, so it fails as a missing script, not as HTML in its place.
function isPageAddress(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return !/\.[^/]*$/.test(path);
}

/**
 * Serves the built web app on the API's port. Page addresses (/portal/…, /iexam/…) get the page, drawn by the server
 * where it can, else index.html; unknown API paths and files get the JSON 404 envelope.
 */
export interface WebAppOptions {
  webDist: string | undefined;
  /** How long a page may take to render on the server before the plain shell is sent instead. */
  renderDeadlineMs?: number | undefined;
}

export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const root = options.webDist === undefined ? undefined : resolve(options.webDist);
  const hasWebApp = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/build-plugins/precompress.ts): sent as the browser
      // accepts, never compressed per request.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/, so it may be cached for good; index.html never.
        response.header(
          'cache-control',
          filePath.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDist: root }, 'no built web app found: serving the API only (run npm run build)');
  }
  const renderPage: PageRenderer | undefined = hasWebApp
    ? await loadPageRenderer(app, root, options.renderDeadlineMs)
    : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (hasWebApp && isPageAddress(request)) {
      const page = request.method === 'GET' && renderPage ? await renderPage(request) : null;
      if (page) {
        // A rendered page carries the candidate's own data: kept by no cache, shared or not.
        reply
          .header('cache-control', 'private, no-store')
          .header('vary', 'accept-encoding')
          .type('text/html');
        const encoding = pageEncodingFor(request.headers['accept-encoding']);
        if (!encoding) return reply.send(page);
        return reply.header('content-encoding', encoding).send(await encodePage(page, encoding));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(bodyFor('NOT_FOUND', `unknown route ${request.method} ${request.url.split('?')[0]}`));
  });
});
