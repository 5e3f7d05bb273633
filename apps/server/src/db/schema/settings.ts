import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Installation-wide values shared by every server process (the generated token secret when SESSION_SECRET is not
 * set). Not tenant data, so it is the one table without school_id.
 */
export const serverSettings = pgTable('server_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});
