import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  createdAt,
  externalKey,
  instant,
  sameSchoolReference,
  schoolId,
  schoolRow,
  schoolRowKey,
} from './columns';
import { examForeignKey } from './exam-links';
import { groups } from './named-entities';

/** SPEC §3 Session. sessionStatus, userExamStatus and countdown are computed from the times. */
export const sessions = pgTable(
  'sessions',
  {
    ...schoolRow(),
    examId: integer().notNull(),
    key: externalKey(),
    sessionName: text().notNull(),
    /** Filter code of the reservation service's session list. */
    sessionCode: text().notNull().default(''),
    /** Where the session is held (an exam site), for the reservation list's location filter. */
    locationCode: text().notNull().default(''),
    locationName: text().notNull().default(''),
    /** A shared code admitting open-link visitors to this session (sessionCommonVerify); never sent to candidates. */
    openCommonCode: text(),
    beginTime: instant().notNull(),
    endTime: instant().notNull(),
    /** Answer time in minutes for this session; null means the exam's examSettingTime. */
    settingTime: integer(),
    /** Places for appointments; null means unlimited. remainderNum never goes below 0. */
    capacity: integer(),
    remainderNum: integer(),
    appointmentOpenBeginTime: instant(),
    appointmentOpenEndTime: instant(),
    cancelAppointmentBeginTime: instant(),
    cancelAppointmentEndTime: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    uniqueIndex('sessions_school_exam_key_key').on(t.schoolId, t.examId, t.key),
    examForeignKey(t),
    check('sessions_times_check', sql`${t.beginTime} < ${t.endTime}`),
    check(
      'sessions_places_check',
      sql`(${t.capacity} is null and ${t.remainderNum} is null) or (${t.remainderNum} between 0 and ${t.capacity})`,
    ),
  ],
);

/** Groups invited to one session of a private exam (SPEC §6: membership per exam or per session). */
export const sessionGroups = pgTable(
  'session_groups',
  { schoolId: schoolId(), sessionId: integer().notNull(), groupId: integer().notNull() },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.sessionId, t.groupId] }),
    sameSchoolReference(t.schoolId, t.sessionId, sessions),
    sameSchoolReference(t.schoolId, t.groupId, groups),
  ],
);
