import rateLimit from '@fastify/rate-limit';
import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { SharedCounters } from '../limits/shared-counters';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface on our shared counters (one key space per route, as its Redis store has),
 * so several server processes on one database count the same tries without Redis.
 */
function sharedCountersStore(counters: SharedCounters, prefix = 'rate:') {
  return class SharedCountersStore {
    incr(key: string, done: Done, timeWindow: number) {
      counters.increment(prefix + key, timeWindow).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }

    read(key: string, done: Done) {
      counters.read(prefix + key).then(
        (window) => done(null, { current: window?.count ?? 0, ttl: window?.ttlMs ?? 0 }),
        (error: Error) => done(error),
      );
    }

    // The plugin passes the route's merged limits with the route under `routeInfo` (its types say otherwise).
    child(routeOptions: object) {
      const { method, url } = (routeOptions as { routeInfo: { method?: string; url?: string } }).routeInfo;
      const Store = sharedCountersStore(counters, `${prefix}${method ?? ''}${url ?? ''}:`);
      return new Store();
    }
  };
}

/**
 * Limits are declared per route (`config.rateLimit`). The counters are shared by every server process: in Redis
 * with REDIS_URL (the plugin's own store), else in the database.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis: Redis | undefined; counters: SharedCounters }) => {
    await app.register(rateLimit, {
      global: false,
      // After body parsing, so a route may key its limit on what the body names (the account being guessed).
      hook: 'preHandler',
      ...(options.redis
        ? { redis: options.redis, nameSpace: 'iexam-rate-limit:' }
        : { store: sharedCountersStore(options.counters) }),
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_MANY_REQUESTS', {
          message: `too many tries, wait ${Math.ceil(context.ttl / 1000)} s and try again`,
          details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
        }),
    });
  },
);
