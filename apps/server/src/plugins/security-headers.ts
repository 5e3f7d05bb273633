import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Helmet's security headers on every answer, the Content-Security-Policy first. The middleware is built once:
 * @fastify/helmet built it again on every request, parsing the policy each time (4 % of an exam-info read in issue
 * 16's profile; decision 0044).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { frameAncestors: Config['frameAncestors'] }) => {
    const { sources, xFrameOptions } = options.frameAncestors;
    const apply = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // antd writes its styles at run time (CSS-in-JS).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          // The HLS player (video.js's VHS) transmuxes in a worker it makes from a blob: URL; without this the video
          // never plays (worker-src falls back to script-src 'self', issue 17 defect 1).
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          // The exam pages may be embedded by the school's portal (SPEC §2 `domain`): by the origins the school lists
          // (FRAME_ANCESTORS), never by any site, which could overlay the exam and take a candidate's clicks.
          frameAncestors: sources,
        },
      },
      // X-Frame-Options for browsers without frame-ancestors, where it can say the same thing (it names no origin).
      frameguard: xFrameOptions ? { action: xFrameOptions === 'DENY' ? 'deny' : 'sameorigin' } : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
);
