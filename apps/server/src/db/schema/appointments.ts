import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, sameSchoolReference, schoolRow, schoolRowKey } from './columns';
import { sessions } from './sessions';
import { users } from './users';

export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;

/** SPEC §3 Appointment form + §7 create payload. */
export const appointments = pgTable(
  'appointments',
  {
    ...schoolRow(),
    examId: integer().notNull(),
    sessionId: integer().notNull(),
    userId: integer().notNull(),
    /** 1 school, 2 personal, 3 credible. */
    reserveType: smallint().notNull(),
    isRedemptionCode: smallint().notNull().default(0),
    redemptionCode: text(),
    schoolName: text().notNull().default(''),
    profession: text().notNull().default(''),
    education: text().notNull().default(''),
    userName: text().notNull().default(''),
    status: text({ enum: APPOINTMENT_STATUSES }).notNull().default('booked'),
    createdAt: createdAt(),
    cancelledAt: instant(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.sessionId, sessions),
    sameSchoolReference(t.schoolId, t.userId, users),
    // A candidate holds at most one live booking per exam, however many requests race.
    uniqueIndex('appointments_one_booking_key')
      .on(t.schoolId, t.examId, t.userId)
      .where(sql`${t.status} = 'booked'`),
    check('appointments_reserve_type_check', sql`${t.reserveType} in (1, 2, 3)`),
    check('appointments_status_check', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);
