import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_COOKIE } from './auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).host;
  } catch {
    return undefined;
  }
}

/**
 * A cookie rides along on cross-site requests, a bearer token does not: cookie-authed writes must prove they come
 * from our own pages. Browsers send Origin (or Sec-Fetch-Site) on every POST/PUT/DELETE, so its absence is refused.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  // The browser's own word that the request comes from another site wins over any Origin (issue 18): both are
  // checked, and either refusing is enough.
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const ownHost = originHost(`${request.protocol}://${request.host}`);
  const origin = originHost(request.headers.origin) ?? originHost(request.headers.referer);
  return origin !== undefined && origin === ownHost;
}

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.authenticatedBy === 'bearer') return;
    const carriesCookie = request.cookies[AUTH_COOKIE] !== undefined;
    // Login sets the cookie; refusing a cross-site login stops an attacker logging a victim into their account.
    const hasOriginHeader =
      request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;
    if (!carriesCookie && !hasOriginHeader) return;
    if (!isSameOrigin(request)) throw new AppError('CSRF_REJECTED');
  });
});
