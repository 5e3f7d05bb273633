import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedCounters } from '../limits/shared-counters';

/**
 * Failed guesses at a secret (identifyCode, authorization code, password, redemption code) per key, in fixed windows.
 * Only failures count, so a classroom behind one address is never locked out by its own correct codes, while an
 * enumerator is stopped after `maxFailures`. Every server process shares the counts (limits/shared-counters.ts).
 *
 * On a key that is one person's (a candidate, a code), a guess takes its try before it is checked and holds it while
 * its request runs: guesses sent at once cannot all pass a count that only the finished ones had raised (issue 18:
 * S2 saw 9 to 10 authorization codes checked where the limit is 5). A try the request does not record as a failure
 * is given back once its answer is sent. Keys many people share (an address, an exam) only count failures, so a
 * classroom or a whole exam starting at once is never refused for its own guesses in flight.
 */
export interface GuessLimiter {
  /** Takes a try under every key, or throws TOO_MANY_REQUESTS (with the wait) when a key has none left. */
  assertAllowed(request: FastifyRequest, keys: readonly string[]): Promise<void>;
  /** The request's guess was wrong: its tries stay taken (or are taken now, if it never asked). */
  recordFailure(request: FastifyRequest, keys: readonly string[]): Promise<void>;
}

export interface GuessLimit {
  maxFailures: number;
  windowSeconds: number;
  /** The key is one person's: a guess holds its try while it is checked (see above). */
  holdsTries?: boolean;
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

/** The tries a request holds, by counter name: true once recorded as a failure (kept), false until then. */
type Held = Map<string, boolean>;

function sharedLimiter(
  counters: SharedCounters,
  heldBy: (request: FastifyRequest) => Held,
  prefix: string,
  limit: GuessLimit,
): GuessLimiter {
  const name = (key: string) => `guess:${prefix}:${key}`;
  return {
    async assertAllowed(request, keys) {
      const held = heldBy(request);
      for (const key of keys) {
        const counter = name(key);
        if (!limit.holdsTries) {
          const window = await counters.read(counter);
          if (window && window.count >= limit.maxFailures)
            throw tooMany(Math.max(1, Math.ceil(window.ttlMs / 1000)));
          continue;
        }
        if (held.has(counter)) continue;
        const window = await counters.increment(counter, limit.windowSeconds * 1000);
        if (window.count > limit.maxFailures) {
          await counters.decrement(counter);
          throw tooMany(Math.max(1, Math.ceil(window.ttlMs / 1000)));
        }
        held.set(counter, false);
      }
    },
    async recordFailure(request, keys) {
      const held = heldBy(request);
      for (const key of keys) {
        const counter = name(key);
        if (!held.has(counter)) await counters.increment(counter, limit.windowSeconds * 1000);
        held.set(counter, true);
      }
    },
  };
}

export const guessLimitPlugin = fp(async (app: FastifyInstance, options: { counters: SharedCounters }) => {
  const limiters = new Map<string, GuessLimiter>();
  const heldByRequest = new WeakMap<FastifyRequest, Held>();
  const heldBy = (request: FastifyRequest) => {
    let held = heldByRequest.get(request);
    if (!held) {
      held = new Map();
      heldByRequest.set(request, held);
    }
    return held;
  };
  // A try not recorded as a failure is given back once the answer is out (or the client went away).
  const giveBack = async (request: FastifyRequest) => {
    const held = heldByRequest.get(request);
    if (!held) return;
    heldByRequest.delete(request);
    for (const [counter, isFailure] of held) if (!isFailure) await options.counters.decrement(counter);
  };
  app.addHook('onResponse', giveBack);
  app.addHook('onRequestAbort', giveBack);
  app.decorate('guessLimiter', (name: string, limit: GuessLimit) => {
    const existing = limiters.get(name);
    if (existing) return existing;
    const limiter = sharedLimiter(options.counters, heldBy, name, limit);
    limiters.set(name, limiter);
    return limiter;
  });
});
