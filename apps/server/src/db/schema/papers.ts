import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  externalKey,
  instant,
  sameSchoolReference,
  schoolId,
  schoolRow,
  schoolRowKey,
  score,
} from './columns';
import { examForeignKey } from './exam-links';
import { abilityDimensions, knowledgePoints } from './named-entities';

/** A paper of an exam. An exam may hold several (switch paper); a published paper is immutable. */
export const papers = pgTable(
  'papers',
  {
    ...schoolRow(),
    examId: integer().notNull(),
    key: externalKey(),
    name: text().notNull(),
    /**
     * Set when an edit replaced a paper that already had attempts (issue 20): the old version keeps its rows for the
     * attempts that were taken on it, and no new attempt is started on it.
     */
    supersededAt: instant(),
    /** Each attempt shows the subjects in an order of its own (issue 37; drawn from the attempt's orderSeed). */
    shuffleSubjects: boolean().notNull().default(false),
    /** Each attempt shows a choice subject's options in an order of its own, but where a subject keeps its order. */
    shuffleOptions: boolean().notNull().default(false),
  },
  (t) => [
    schoolRowKey(t),
    uniqueIndex('papers_school_exam_key_key').on(t.schoolId, t.examId, t.key),
    examForeignKey(t),
  ],
);

export interface SubjectOption {
  key: string;
  content: string;
  contentType: number;
}

/** SPEC §3 Subject. The correct answer and explanation never leave the server before review is allowed. */
export const subjects = pgTable(
  'subjects',
  {
    ...schoolRow(),
    paperId: integer().notNull(),
    key: externalKey(),
    position: integer().notNull(),
    subjectType: smallint().notNull(),
    subjectTitle: text().notNull(),
    subjectTitleContentType: smallint().notNull().default(0),
    options: jsonb().$type<SubjectOption[]>().notNull().default([]),
    correctAnswer: jsonb().$type<unknown>(),
    score: score().notNull(),
    /**
     * 'all_or_nothing' or 'partial' (docs/exam-definition.md). No default here: a fill-in's is not a multiple
     * choice's (defaultScoringRule), so whoever writes a subject names the rule it is graded by.
     */
    scoringRule: text().notNull(),
    explanation: text().notNull().default(''),
    codeLanguages: jsonb().$type<string[]>().notNull().default([]),
    timeLimitMs: integer(),
    memoryLimitMb: integer(),
    /** Code: KiB of output a case may print (issue 34); null is the judge's default, DEFAULT_OUTPUT_LIMIT_KB. */
    outputLimitKb: integer(),
    /** The author's exception to the paper's option shuffle: "all of the above" stays last. */
    keepOptionOrder: boolean().notNull().default(false),
  },
  (t) => [
    schoolRowKey(t),
    uniqueIndex('subjects_school_paper_key_key').on(t.schoolId, t.paperId, t.key),
    sameSchoolReference(t.schoolId, t.paperId, papers),
    check('subjects_type_check', sql`${t.subjectType} between 1 and 6`),
    check('subjects_content_type_check', sql`${t.subjectTitleContentType} between 0 and 2`),
    check('subjects_score_check', sql`${t.score} >= 0`),
  ],
);

export const subjectForeignKey = (t: { schoolId: AnyPgColumn; subjectId: AnyPgColumn }) =>
  sameSchoolReference(t.schoolId, t.subjectId, subjects);

/** Sample cases run while answering; hidden ones only when grading. */
export const subjectCases = pgTable(
  'subject_cases',
  {
    schoolId: schoolId(),
    subjectId: integer().notNull(),
    position: integer().notNull(),
    input: text().notNull().default(''),
    expectedOutput: text().notNull(),
    isSample: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.subjectId, t.position] }), subjectForeignKey(t)],
);

export const subjectKnowledgePoints = pgTable(
  'subject_knowledge_points',
  { schoolId: schoolId(), subjectId: integer().notNull(), knowledgePointId: integer().notNull() },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.subjectId, t.knowledgePointId] }),
    subjectForeignKey(t),
    sameSchoolReference(t.schoolId, t.knowledgePointId, knowledgePoints),
  ],
);

export const subjectAbilities = pgTable(
  'subject_abilities',
  {
    schoolId: schoolId(),
    subjectId: integer().notNull(),
    abilityDimensionId: integer().notNull(),
    weight: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.subjectId, t.abilityDimensionId] }),
    subjectForeignKey(t),
    sameSchoolReference(t.schoolId, t.abilityDimensionId, abilityDimensions),
    check('subject_abilities_weight_check', sql`${t.weight} > 0`),
  ],
);
