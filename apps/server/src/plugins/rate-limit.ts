import rateLimit from '@fastify/rate-limit';
import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Limits are declared per route (`config.rateLimit`). With REDIS_URL the counters live in Redis, so every server
 * process behind a load balancer counts the same tries.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { redis: Redis | undefined }) => {
  await app.register(rateLimit, {
    global: false,
    // After body parsing, so a route may key its limit on what the body names (the account being guessed).
    hook: 'preHandler',
    ...(options.redis ? { redis: options.redis, nameSpace: 'iexam-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', {
        message: `too many tries, wait ${Math.ceil(context.ttl / 1000)} s and try again`,
        details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      }),
  });
});
