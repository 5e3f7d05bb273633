import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, sameSchoolReference, schoolId } from './columns';
import { exams } from './exams';
import { users } from './users';

/**
 * SPEC §3 isPush, §6 the certificate mailbox bind modal: where a candidate's certificate of an exam is mailed. Kept
 * on the server, so the address reaches the school whatever browser or device the candidate used.
 */
export const certificateMailboxes = pgTable(
  'certificate_mailboxes',
  {
    schoolId: schoolId(),
    userId: integer().notNull(),
    examId: integer().notNull(),
    email: text().notNull(),
    /** The server's clock when last bound. */
    boundAt: instant().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.userId, t.examId] }),
    sameSchoolReference(t.schoolId, t.userId, users),
    sameSchoolReference(t.schoolId, t.examId, exams),
  ],
);
