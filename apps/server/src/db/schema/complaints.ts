import type { ComplaintStatus } from '@iexam/domain/complaints';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, sameSchoolReference, schoolRow, schoolRowKey } from './columns';
import { users } from './users';

/**
 * SPEC §2 complaint entry: what a candidate reports about an exam, kept for the school's staff. The exam is a
 * plain id, not a foreign key: a complaint outlives the exam it is about and is never lost with it.
 */
export const complaints = pgTable(
  'complaints',
  {
    ...schoolRow(),
    userId: integer().notNull(),
    examId: integer(),
    /** The complaint report info the entry stored (SPEC §3): the page's title and address. */
    contentTitle: text().notNull().default(''),
    contentUrl: text().notNull().default(''),
    text: text().notNull(),
    contact: text().notNull().default(''),
    status: text().$type<ComplaintStatus>().notNull().default('open'),
    /** The server's clock when sent. */
    submittedAt: instant().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.userId, users),
    index('complaints_exam').on(t.schoolId, t.examId, t.submittedAt),
    index('complaints_user').on(t.schoolId, t.userId, t.submittedAt),
    check('complaints_status_check', sql`${t.status} in ('open', 'answered')`),
  ],
);
