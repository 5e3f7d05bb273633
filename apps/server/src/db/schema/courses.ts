import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { externalKey, schoolId, schoolRowKey, surrogateId } from './columns';
import { schools } from './schools';

/** SPEC §3 Linked course. */
export const courses = pgTable(
  'courses',
  {
    schoolId: schoolId().references(() => schools.id),
    id: surrogateId(),
    key: externalKey(),
    courseId: integer().notNull(),
    courseResourceId: integer(),
    title: text().notNull(),
    cardImageUrl: text().notNull().default(''),
    learnCnt: integer().notNull().default(0),
    applicationType: integer().notNull().default(0),
    status: integer().notNull().default(1),
    classId: integer(),
    associationId: integer(),
  },
  (t) => [schoolRowKey(t), uniqueIndex('courses_school_key_key').on(t.schoolId, t.key)],
);
