import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, sameSchoolReference, schoolRow, schoolRowKey } from './columns';
import { examForeignKey } from './exam-links';
import { sessions } from './sessions';

/**
 * Open-link candidates (SPEC §6): identified by identifyCode within one exam (and optionally one session).
 * userStatus 2 means refused; isChecked says the visitor confirmed their identity on the user-info page.
 */
export const openCandidates = pgTable(
  'open_candidates',
  {
    ...schoolRow(),
    examId: integer().notNull(),
    sessionId: integer(),
    identifyCode: text().notNull(),
    name: text().notNull().default(''),
    contact: text().notNull().default(''),
    userStatus: smallint().notNull().default(1),
    userStatusDesc: text().notNull().default(''),
    isChecked: boolean().notNull().default(false),
    /** Created by a shared code (examCommonVerify / sessionCommonVerify): what the code's cap counts. */
    viaCommonCode: boolean().notNull().default(false),
    /** Confirmation notice: null not answered, 1 accepted, 0 rejected (with rejectCause). */
    confirmNotice: smallint(),
    rejectCause: text(),
    /** Where the confirmation was given: course, open or app (SPEC §2 source). */
    confirmSource: text(),
    confirmedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    uniqueIndex('open_candidates_identify_code_key').on(t.schoolId, t.identifyCode),
    examForeignKey(t),
    sameSchoolReference(t.schoolId, t.sessionId, sessions),
    check('open_candidates_user_status_check', sql`${t.userStatus} in (1, 2)`),
  ],
);
