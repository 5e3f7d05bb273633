import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, schoolRow, schoolRowKey } from './columns';

/**
 * Every change staff make through the console or the admin API (issue 20): who, when, what. Written in the same
 * transaction as the change, so a change without its entry (or an entry without its change) cannot exist. Rows are
 * never updated; the actor's name is copied in so the entry still says who after the account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    ...schoolRow(),
    at: instant().notNull().defaultNow(),
    userId: integer(),
    actor: text().notNull(),
    /** A verb of the admin API, e.g. 'exam.update', 'group.members.import'. */
    action: text().notNull(),
    /** What it acted on, e.g. 'exam:midterm' (a key, not an id, so entries read the same after a re-import). */
    target: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [schoolRowKey(t), index('audit_log_school_at_idx').on(t.schoolId, t.at.desc())],
);

export type AuditEntry = Pick<typeof auditLog.$inferInsert, 'action' | 'target' | 'detail'>;
