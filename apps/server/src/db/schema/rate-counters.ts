import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Counts of tries per key in fixed windows (rate limits, wrong guesses at a secret), shared by every server process
 * when there is no Redis. UNLOGGED (set in the migration): a crash empties it, which only restarts the windows, and
 * its writes cost no WAL flush.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: instant().notNull(),
});
