import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { instant, sameSchoolReference, schoolId } from './columns';
import { courses } from './courses';
import { exams } from './exams';
import { groups } from './named-entities';
import { users } from './users';

export const examForeignKey = (t: { schoolId: AnyPgColumn; examId: AnyPgColumn }) =>
  sameSchoolReference(t.schoolId, t.examId, exams);

/** SPEC §3 examRuleList: ruleType 1 cumulative … 6 daily; actualValue is counted from attempts, not stored. */
export const examRules = pgTable(
  'exam_rules',
  {
    schoolId: schoolId(),
    examId: integer().notNull(),
    ruleType: smallint().notNull(),
    ruleValue: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.ruleType] }),
    examForeignKey(t),
    check('exam_rules_type_check', sql`${t.ruleType} between 1 and 6`),
    check('exam_rules_value_check', sql`${t.ruleValue} >= 0`),
  ],
);

/** The groups invited to a private exam (SPEC §6). */
export const examGroups = pgTable(
  'exam_groups',
  { schoolId: schoolId(), examId: integer().notNull(), groupId: integer().notNull() },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.groupId] }),
    examForeignKey(t),
    sameSchoolReference(t.schoolId, t.groupId, groups),
  ],
);

/** Learning materials linked to an exam (isRelation 1). */
export const examCourses = pgTable(
  'exam_courses',
  {
    schoolId: schoolId(),
    examId: integer().notNull(),
    courseId: integer().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.courseId] }),
    examForeignKey(t),
    sameSchoolReference(t.schoolId, t.courseId, courses),
  ],
);

/** Per-candidate accommodations, set before the start: extra minutes and/or a time multiplier. */
export const accommodations = pgTable(
  'accommodations',
  {
    schoolId: schoolId(),
    examId: integer().notNull(),
    userId: integer().notNull(),
    extraMinutes: integer().notNull().default(0),
    timeMultiplier: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.userId] }),
    examForeignKey(t),
    sameSchoolReference(t.schoolId, t.userId, users),
    check('accommodations_extra_check', sql`${t.extraMinutes} >= 0`),
    check('accommodations_multiplier_check', sql`${t.timeMultiplier} >= 1`),
  ],
);

/** Redemption codes of an exam; each is consumed at most once. */
export const redemptionCodes = pgTable(
  'redemption_codes',
  {
    schoolId: schoolId(),
    examId: integer().notNull(),
    code: text().notNull(),
    usedByUserId: integer(),
    usedAt: instant(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.examId, t.code] }), examForeignKey(t)],
);
