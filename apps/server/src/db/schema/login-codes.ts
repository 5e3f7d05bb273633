import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, sameSchoolReference, schoolId } from './columns';
import { users } from './users';

/**
 * One-time login codes an exam admin issues to a staff account (issue 35, docs/decisions/0052): at most one per
 * account (the key), a new one replacing the old. Only a hash of the code is kept; the row is spent by setting
 * used_at in the one statement that checks it.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    schoolId: schoolId(),
    userId: integer().notNull(),
    codeHash: text().notNull(),
    /** The exam admin who issued it (the audit log says so too). */
    issuedBy: integer().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userId] }), sameSchoolReference(t.schoolId, t.userId, users)],
);
