import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { examResults } from './attempts';
import { instant, sameSchoolReference, schoolRow, schoolRowKey } from './columns';
import { examForeignKey } from './exam-links';
import { sessions } from './sessions';
import { users } from './users';

/**
 * Which exams a grader grades and which exams or sessions a proctor watches (issue 21). No session: the whole exam.
 * An exam admin needs none: they work on every exam of the school.
 */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    ...schoolRow(),
    userId: integer().notNull(),
    examId: integer().notNull(),
    sessionId: integer(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.userId, users),
    examForeignKey(t),
    sameSchoolReference(t.schoolId, t.sessionId, sessions),
    uniqueIndex('staff_assignments_key').on(t.schoolId, t.userId, t.examId, sql`coalesce(${t.sessionId}, 0)`),
    index('staff_assignments_exam_idx').on(t.schoolId, t.examId),
  ],
);

export const ATTEMPT_NOTICE_KINDS = [
  'extra_time',
  'reopened',
  'handed_in_by_staff',
  'switch_screen_reset',
] as const;
export type AttemptNoticeKind = (typeof ATTEMPT_NOTICE_KINDS)[number];

/**
 * What staff did to an attempt that the candidate is told of on their answer page (issue 21: "shown to the candidate
 * where it concerns them"): the kind, the staff member's reason, and what changed (minutes, the new deadline).
 * The audit log says the same to staff; this is the candidate's copy, without the staff member's name.
 */
export const attemptNotices = pgTable(
  'attempt_notices',
  {
    ...schoolRow(),
    examResultId: integer().notNull(),
    kind: text({ enum: ATTEMPT_NOTICE_KINDS }).notNull(),
    reason: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    at: instant().notNull().defaultNow(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.examResultId, examResults),
    index('attempt_notices_attempt_idx').on(t.schoolId, t.examResultId),
    check(
      'attempt_notices_kind_check',
      sql`${t.kind} in ('extra_time', 'reopened', 'handed_in_by_staff', 'switch_screen_reset')`,
    ),
  ],
);
