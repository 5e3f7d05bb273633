import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bodyFor } from './errors';

const API_PREFIXES = ['/api/', '/open/', '/docs', '/healthz'];

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app on the API's port. Client-side routes (/portal/…, /iexam/…) get index.html; unknown API
 * paths get the JSON 404 envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { webDist: string | undefined }) => {
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
  app.setNotFoundHandler((request, reply) => {
    if (hasWebApp && wantsPage(request))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send(bodyFor('NOT_FOUND', `unknown route ${request.method} ${request.url.split('?')[0]}`));
  });
});
