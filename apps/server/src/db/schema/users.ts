import { USER_ROLES } from '@iexam/domain/staff';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  instant,
  sameSchoolReference,
  schoolId,
  schoolRow,
  schoolRowKey,
  surrogateId,
} from './columns';
import { schools } from './schools';

export { USER_ROLES, type UserRole } from '@iexam/domain/staff';

export const users = pgTable(
  'users',
  {
    schoolId: schoolId().references(() => schools.id),
    id: surrogateId(),
    userName: text().notNull(),
    realName: text().notNull().default(''),
    nickName: text().notNull().default(''),
    mobile: text().notNull().default(''),
    userCode: text().notNull().default(''),
    w3Account: text().notNull().default(''),
    email: text().notNull().default(''),
    avatarUrl: text().notNull().default(''),
    passwordHash: text().notNull(),
    role: text({ enum: USER_ROLES }).notNull().default('candidate'),
    /** SPEC §6: a school-led booking user cannot book or cancel appointments. */
    isSchoolLedBooking: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    uniqueIndex('users_school_user_name_key').on(t.schoolId, t.userName),
    check('users_role_check', sql`${t.role} in ('candidate', 'exam_admin', 'grader', 'proctor')`),
  ],
);

/** Login sessions: the token names one, so logging out ends it for good. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    schoolId: schoolId(),
    id: text().notNull(),
    userId: integer().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
  },
  (t) => [schoolRowKey(t), sameSchoolReference(t.schoolId, t.userId, users)],
);

/**
 * Logouts announced to every server process: a process keeps the login sessions it has checked for a few seconds
 * and drops the ones it reads here about once a second (docs/decisions/0018). Rows older than that are pruned.
 */
export const authSessionRevocations = pgTable(
  'auth_session_revocations',
  {
    ...schoolRow(),
    sessionId: text().notNull(),
    revokedAt: instant().notNull().defaultNow(),
  },
  (t) => [schoolRowKey(t), index('auth_session_revocations_id_idx').on(t.id)],
);
