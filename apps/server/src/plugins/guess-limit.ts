import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Failed guesses at a secret (identifyCode, authorization code) per key, in fixed windows. Only failures count, so a
 * classroom behind one address is never locked out by its own correct codes, while an enumerator is stopped after
 * `maxFailures`. With REDIS_URL every server process shares the counts (DESIGN §5).
 */
export interface GuessLimiter {
  /** Throws TOO_MANY_REQUESTS (with the wait) when any key has used up its failures. */
  assertAllowed(keys: readonly string[]): Promise<void>;
  recordFailure(keys: readonly string[]): Promise<void>;
}

export interface GuessLimit {
  maxFailures: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limiter named `name` (one per name in a process, so every route counting that secret shares it). */
    guessLimiter(name: string, limit: GuessLimit): GuessLimiter;
  }
}

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', {
    message: `too many wrong tries, wait ${retryAfterSeconds} s and try again`,
    details: { retryAfterSeconds },
  });
}

function redisLimiter(redis: Redis, prefix: string, limit: GuessLimit): GuessLimiter {
  const name = (key: string) => `iexam-guess:${prefix}:${key}`;
  return {
    async assertAllowed(keys) {
      for (const key of keys) {
        const [count, ttl] = await Promise.all([redis.get(name(key)), redis.ttl(name(key))]);
        if (Number(count) >= limit.maxFailures) throw tooMany(Math.max(ttl, 1));
      }
    },
    async recordFailure(keys) {
      for (const key of keys) {
        const [[, count] = []] = (await redis.multi().incr(name(key)).exec()) ?? [];
        if (count === 1) await redis.expire(name(key), limit.windowSeconds);
      }
    },
  };
}

function memoryLimiter(limit: GuessLimit, now: () => number): GuessLimiter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt > now()) return entry;
    counts.delete(key);
    return undefined;
  };
  return {
    async assertAllowed(keys) {
      for (const key of keys) {
        const entry = current(key);
        if (entry && entry.count >= limit.maxFailures)
          throw tooMany(Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)));
      }
    },
    async recordFailure(keys) {
      for (const key of keys) {
        const entry = current(key);
        if (entry) entry.count += 1;
        else counts.set(key, { count: 1, resetAt: now() + limit.windowSeconds * 1000 });
      }
    },
  };
}

export const guessLimitPlugin = fp(async (app: FastifyInstance, options: { redis: Redis | undefined }) => {
  const limiters = new Map<string, GuessLimiter>();
  app.decorate('guessLimiter', (name: string, limit: GuessLimit) => {
    const existing = limiters.get(name);
    if (existing) return existing;
    const limiter = options.redis ? redisLimiter(options.redis, name, limit) : memoryLimiter(limit, Date.now);
    limiters.set(name, limiter);
    return limiter;
  });
});
