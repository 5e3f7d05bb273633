import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, sameSchoolReference, schoolId } from './columns';
import { examForeignKey } from './exam-links';
import { papers } from './papers';
import { sessions } from './sessions';
import { users } from './users';

/**
 * DESIGN §5 start burst: a candidate's first attempt made ready before the session opens, with its paper chosen,
 * for the candidates known in advance (invited by group, or booked). Starting then claims the row in one statement
 * instead of a locked count and an insert; whoever has no row (or has attempts already) starts the ordinary way.
 * A row grants nothing: every start check runs before the claim.
 */
export const preparedAttempts = pgTable(
  'prepared_attempts',
  {
    schoolId: schoolId(),
    examId: integer().notNull(),
    userId: integer().notNull(),
    /** The session the row was made for; a start in another session does not claim it. */
    sessionId: integer(),
    paperId: integer().notNull(),
    preparedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.userId] }),
    examForeignKey(t),
    sameSchoolReference(t.schoolId, t.userId, users),
    sameSchoolReference(t.schoolId, t.sessionId, sessions),
    sameSchoolReference(t.schoolId, t.paperId, papers),
  ],
);
