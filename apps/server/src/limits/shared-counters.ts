import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema';

export interface Window {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  ttlMs: number;
}

/**
 * Counts per key in fixed windows, the same for every server process: in Redis when REDIS_URL is set, else in the
 * database (DESIGN §6: no state a process keeps in memory that another needs).
 */
export interface SharedCounters {
  /** Adds one in the key's current window, or starts a new window of windowMs when the last has ended. */
  increment(key: string, windowMs: number): Promise<Window>;
  /** Takes one back in the key's running window (never below zero; nothing when the window has ended). */
  decrement(key: string): Promise<void>;
  /** The key's current window, if one is running. */
  read(key: string): Promise<Window | undefined>;
  /** Forgets windows that ended long ago (the database's rows; Redis expires its own). */
  prune(): Promise<number>;
}

const DECREMENT_IF_RUNNING = `if redis.call('pttl', KEYS[1]) > 0 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

export function redisCounters(redis: Redis, prefix = 'iexam-counter:'): SharedCounters {
  return {
    async increment(key, windowMs) {
      const name = prefix + key;
      const [[, count] = [], [, ttl] = []] = (await redis.multi().incr(name).pttl(name).exec()) ?? [];
      if (count === 1 || ttl === -1) {
        await redis.pexpire(name, windowMs);
        return { count: Number(count), ttlMs: windowMs };
      }
      return { count: Number(count), ttlMs: Number(ttl) };
    },
    async decrement(key) {
      // Only a running window: DECR on an expired key would start one at -1 that never expires.
      await redis.eval(DECREMENT_IF_RUNNING, 1, prefix + key);
    },
    async read(key) {
      const [[, count] = [], [, ttl] = []] =
        (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()) ?? [];
      return count === null || Number(ttl) <= 0 ? undefined : { count: Number(count), ttlMs: Number(ttl) };
    },
    prune: async () => 0,
  };
}

const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateCounters.windowEndsAt} - clock_timestamp())) * 1000))::int`;

export function postgresCounters(db: Db): SharedCounters {
  return {
    async increment(key, windowMs) {
      // One statement: a new key, a running window, or an ended one restarted; concurrent tries serialise on the row.
      const ended = sql`${rateCounters.windowEndsAt} <= clock_timestamp()`;
      const [row] = await db
        .insert(rateCounters)
        .values({
          key,
          count: 1,
          windowEndsAt: sql`clock_timestamp() + ${windowMs} * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${ended} then 1 else ${rateCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
          },
        })
        .returning({ count: rateCounters.count, ttlMs });
      if (!row) throw new Error('the counter upsert returned no row');
      return row;
    },
    async decrement(key) {
      await db
        .update(rateCounters)
        .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
        .where(and(eq(rateCounters.key, key), gt(rateCounters.windowEndsAt, sql`clock_timestamp()`)));
    },
    async read(key) {
      const [row] = await db
        .select({ count: rateCounters.count, ttlMs })
        .from(rateCounters)
        .where(and(eq(rateCounters.key, key), gt(rateCounters.windowEndsAt, sql`clock_timestamp()`)));
      return row;
    },
    async prune() {
      const deleted = await db
        .delete(rateCounters)
        .where(lt(rateCounters.windowEndsAt, sql`clock_timestamp() - interval '1 hour'`))
        .returning({ key: rateCounters.key });
      return deleted.length;
    },
  };
}
