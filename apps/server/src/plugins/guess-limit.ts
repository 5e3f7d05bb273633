import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@iexam/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SharedCounters } from '../limits/shared-counters';

/**
 * Failed guesses at a secret (identifyCode, authorization code, password, redemption code) per key, in fixed windows.
 * Only failures use the budget up, so a classroom behind one address is never locked out by its own correct codes,
 * while an enumerator is stopped after `maxFailures`. Every server process shares the counts
 * (limits/shared-counters.ts).
 *
 * Every guess takes its try under each key before it is checked (one atomic increment) and holds it while its request
 * runs: guesses sent at once cannot all pass a count that only the finished ones had raised (issue 18: 10 authorization
 * codes checked where the limit is 5; issue 35: 173 of 200 identifyCodes from one address checked where the budget is
 * 20). A try the request does not record as a failure is given back once its answer is sent. When the tries held in
 * flight fill a key's budget but its failures do not, a guess on a key many people share (an address, an exam, a
 * school) waits for a try to come back instead of being refused: a classroom sending its right codes at once queues
 * for a moment and is never turned away. On a key that is one person's (`holdsTries`), it is refused at once.
 */
export interface GuessLimiter {
  /** Takes a try under every key, or throws TOO_MANY_REQUESTS (with the wait) when a key has none left. */
  assertAllowed(request: FastifyRequest, keys: readonly string[]): Promise<void>;
  /** The request's guess was wrong: its tries stay taken (or are taken now, if it never asked). */
  recordFailure(request: FastifyRequest, keys: readonly string[]): Promise<void>;
  /** Whether a key's budget of failures is spent (nothing taken). */
  isSpent(key: string): Promise<boolean>;
}

export interface GuessLimit {
  maxFailures: number;
  windowSeconds: number;
  /** The key is one person's: a guess that finds the budget full of tries in flight is refused, not queued. */
  holdsTries?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The limiter named `name` (one per name in a process, so every route counting that secret shares it). */
    guessLimiter(name: string, limit: GuessLimit): GuessLimiter;
  }
}

/** How long a guess on a shared key waits for tries in flight to come back before it is refused. */
const MAX_WAIT_MS = 15_000;
const FIRST_POLL_MS = 10;
const LAST_POLL_MS = 400;

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', {
    message: `too many wrong tries, wait ${retryAfterSeconds} s and try again`,
    details: { retryAfterSeconds },
  });
}

const secondsOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** The tries a request holds, by counter name: true once recorded as a failure (kept), false until then. */
type Held = Map<string, boolean>;

/** Waiters of this process by counter: a try given back here wakes them before their next poll. */
type Wakers = Map<string, Set<() => void>>;

function sharedLimiter(
  counters: SharedCounters,
  heldBy: (request: FastifyRequest) => Held,
  wakers: Wakers,
  prefix: string,
  limit: GuessLimit,
): GuessLimiter {
  const name = (key: string) => `guess:${prefix}:${key}`;
  // Failures alone, beside the tries taken: they tell a budget spent from one filled by guesses in flight.
  const failedName = (key: string) => `${name(key)}:failed`;
  const windowMs = limit.windowSeconds * 1000;
  const waitForTry = async (counter: string, pollMs: number) => {
    let wake = () => {};
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const waiting = wakers.get(counter) ?? new Set();
    wakers.set(counter, waiting.add(wake));
    await Promise.race([woken, sleep(pollMs * (0.5 + Math.random()))]);
    waiting.delete(wake);
    if (waiting.size === 0) wakers.delete(counter);
  };
  const takeTry = async (request: FastifyRequest, key: string) => {
    const counter = name(key);
    const started = Date.now();
    for (let pollMs = FIRST_POLL_MS; ; pollMs = Math.min(LAST_POLL_MS, pollMs * 2)) {
      const window = await counters.increment(counter, windowMs);
      if (window.count <= limit.maxFailures) return;
      await counters.decrement(counter);
      if (limit.holdsTries) throw tooMany(secondsOf(window.ttlMs));
      const failed = await counters.read(failedName(key));
      if (failed && failed.count >= limit.maxFailures) throw tooMany(secondsOf(failed.ttlMs));
      if (Date.now() - started > MAX_WAIT_MS || request.raw.destroyed) throw tooMany(1);
      await waitForTry(counter, pollMs);
    }
  };
  return {
    async assertAllowed(request, keys) {
      const held = heldBy(request);
      for (const key of keys) {
        const counter = name(key);
        if (held.has(counter)) continue;
        await takeTry(request, key);
        held.set(counter, false);
      }
    },
    async recordFailure(request, keys) {
      const held = heldBy(request);
      for (const key of keys) {
        const counter = name(key);
        if (held.get(counter) === true) continue;
        if (!held.has(counter)) await counters.increment(counter, windowMs);
        held.set(counter, true);
        if (!limit.holdsTries) await counters.increment(failedName(key), windowMs);
      }
    },
    async isSpent(key) {
      const window = await counters.read(limit.holdsTries ? name(key) : failedName(key));
      return window !== undefined && window.count >= limit.maxFailures;
    },
  };
}

export const guessLimitPlugin = fp(async (app: FastifyInstance, options: { counters: SharedCounters }) => {
  const limiters = new Map<string, GuessLimiter>();
  const heldByRequest = new WeakMap<FastifyRequest, Held>();
  const wakers: Wakers = new Map();
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
    for (const [counter, isFailure] of held) {
      if (isFailure) continue;
      await options.counters.decrement(counter);
      for (const wake of wakers.get(counter) ?? []) wake();
    }
  };
  app.addHook('onResponse', giveBack);
  app.addHook('onRequestAbort', giveBack);
  app.decorate('guessLimiter', (name: string, limit: GuessLimit) => {
    const existing = limiters.get(name);
    if (existing) return existing;
    const limiter = sharedLimiter(options.counters, heldBy, wakers, name, limit);
    limiters.set(name, limiter);
    return limiter;
  });
});
