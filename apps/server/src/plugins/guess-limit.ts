import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedCounters } from '../limits/shared-counters';

/**
 * Failed guesses at a secret (identifyCode, authorization code) per key, in fixed windows. Only failures count, so a
 * classroom behind one address is never locked out by its own correct codes, while an enumerator is stopped after
 * `maxFailures`. Every server process shares the counts (limits/shared-counters.ts).
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

function sharedLimiter(counters: SharedCounters, prefix: string, limit: GuessLimit): GuessLimiter {
  const name = (key: string) => `guess:${prefix}:${key}`;
  return {
    async assertAllowed(keys) {
      for (const key of keys) {
        const window = await counters.read(name(key));
        if (window && window.count >= limit.maxFailures)
          throw tooMany(Math.max(1, Math.ceil(window.ttlMs / 1000)));
      }
    },
    async recordFailure(keys) {
      for (const key of keys) await counters.increment(name(key), limit.windowSeconds * 1000);
    },
  };
}

export const guessLimitPlugin = fp(async (app: FastifyInstance, options: { counters: SharedCounters }) => {
  const limiters = new Map<string, GuessLimiter>();
  app.decorate('guessLimiter', (name: string, limit: GuessLimit) => {
    const existing = limiters.get(name);
    if (existing) return existing;
    const limiter = sharedLimiter(options.counters, name, limit);
    limiters.set(name, limiter);
    return limiter;
  });
});
