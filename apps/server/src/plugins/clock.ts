import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The server's clock, read once per request and passed to every rule (STYLE.md 2.2). */
    now: Date;
  }
}

export type Clock = () => Date;

export const clockPlugin = fp(async (app: FastifyInstance, options: { clock: Clock }) => {
  app.decorateRequest('now', null as unknown as Date);
  app.addHook('onRequest', async (request) => {
    request.now = options.clock();
  });
});
