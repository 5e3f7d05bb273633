import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, externalKey, instant, schoolRow, schoolRowKey } from './columns';

/**
 * A school's question bank (issue 20): questions imported from Moodle XML, GIFT, QTI or our own files, or written in
 * the console, kept apart from any exam. A paper takes a copy of a bank question, so changing the bank never changes
 * a paper (and never a paper that has attempts). `subject` is one subject of docs/exam-definition.md, validated by
 * the same schema as an import before it is stored.
 */
export const bankSubjects = pgTable(
  'bank_subjects',
  {
    ...schoolRow(),
    key: externalKey(),
    subject: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Where it came from: 'moodle', 'gift', 'qti', 'definition' or 'console'. */
    source: text().notNull(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [schoolRowKey(t), uniqueIndex('bank_subjects_school_key_key').on(t.schoolId, t.key)],
);
