import { HAND_IN_REASONS } from '@iexam/domain/attempts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, sameSchoolReference, schoolId, schoolRow, schoolRowKey, score } from './columns';
import { examForeignKey } from './exam-links';
import { openCandidates } from './open-links';
import { papers, subjects } from './papers';
import { sessions } from './sessions';
import { users } from './users';

export const ATTEMPT_STATUSES = ['in_progress', 'submitted', 'grading', 'graded'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * An attempt (SPEC §3 Past attempt, examResultId). Exactly one of userId / openCandidateId names the candidate.
 * The deadline is fixed at the start (DESIGN.md section 5) so every later check compares against the same instant.
 */
export const examResults = pgTable(
  'exam_results',
  {
    ...schoolRow(),
    examId: integer().notNull(),
    sessionId: integer(),
    paperId: integer().notNull(),
    userId: integer(),
    openCandidateId: integer(),
    status: text({ enum: ATTEMPT_STATUSES }).notNull().default('in_progress'),
    isPreview: boolean().notNull().default(false),
    startAnswerTime: instant().notNull(),
    deadline: instant().notNull(),
    submittedAt: instant(),
    /** Why it was handed in (HAND_IN_REASONS); null before, and for attempts imported from elsewhere. */
    handInReason: text({ enum: HAND_IN_REASONS }),
    /** When the commitment letter was accepted (isCommitmentLetter 1): the answer time runs from here. */
    letterAcceptedAt: instant(),
    /** The questions the candidate flagged for review: their own notes, kept for a reload or another device. */
    flaggedSubjectIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The seed of the attempt's own order of questions and options (issue 37, domain attemptOrder): chosen by the
     * database when the row is made, so a start, a prepared attempt's claim and an import all get one in the same
     * statement; the order is derived from it on every read, identical on reload, take-over and offline copy.
     */
    orderSeed: integer().notNull().default(sql`(floor(random() * 4294967296) - 2147483648)::integer`),
    score: score(),
    isPassed: boolean(),
    /** 1 while a person still has to grade an essay or code subject. */
    isScoring: smallint().notNull().default(0),
    /** The client that holds the attempt; a newer one takes over (one active client per attempt). */
    activeClientId: text(),
    switchScreenTimes: integer().notNull().default(0),
    /** The live monitor's view of the client (issue 21): when it last called, from where, which kind of client. */
    lastSeenAt: instant(),
    clientIp: text(),
    /** 'browser' or 'desktop' (the desktop exam client, SPEC §6). */
    clientKind: text(),
    /** How often the client's address changed during the attempt. */
    ipChanges: integer().notNull().default(0),
    /** selectAppraisalDirection (SPEC §7): the direction the candidate chose for their ability appraisal. */
    appraisalDirection: text(),
    /** Past attempts loaded by an exam definition file carry its key, so a re-import finds them again. */
    importKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    examForeignKey(t),
    foreignKey({ columns: [t.schoolId, t.paperId], foreignColumns: [papers.schoolId, papers.id] }),
    foreignKey({ columns: [t.schoolId, t.sessionId], foreignColumns: [sessions.schoolId, sessions.id] }),
    foreignKey({ columns: [t.schoolId, t.userId], foreignColumns: [users.schoolId, users.id] }),
    foreignKey({
      columns: [t.schoolId, t.openCandidateId],
      foreignColumns: [openCandidates.schoolId, openCandidates.id],
    }),
    index('exam_results_candidate_idx').on(t.schoolId, t.examId, t.userId, t.startAnswerTime),
    index('exam_results_open_candidate_idx').on(t.schoolId, t.examId, t.openCandidateId),
    // A second tab racing the first cannot open a second attempt of the same exam.
    uniqueIndex('exam_results_one_open_user_key')
      .on(t.schoolId, t.examId, t.userId)
      .where(sql`${t.status} = 'in_progress' and ${t.userId} is not null and not ${t.isPreview}`),
    uniqueIndex('exam_results_one_open_visitor_key')
      .on(t.schoolId, t.examId, t.openCandidateId)
      .where(sql`${t.status} = 'in_progress' and ${t.openCandidateId} is not null`),
    uniqueIndex('exam_results_import_key').on(t.schoolId, t.examId, t.importKey),
    index('exam_results_overdue_idx').on(t.deadline).where(sql`${t.status} = 'in_progress'`),
    check('exam_results_candidate_check', sql`(${t.userId} is null) <> (${t.openCandidateId} is null)`),
    check('exam_results_status_check', sql`${t.status} in ('in_progress', 'submitted', 'grading', 'graded')`),
    check('exam_results_deadline_check', sql`${t.startAnswerTime} <= ${t.deadline}`),
  ],
);

/** The newest answer per subject: the save with the highest seq wins (DESIGN.md section 5). */
export const answers = pgTable(
  'answers',
  {
    schoolId: schoolId(),
    examResultId: integer().notNull(),
    subjectId: integer().notNull(),
    answer: jsonb().$type<unknown>().notNull(),
    seq: bigint({ mode: 'number' }).notNull(),
    savedAt: instant().notNull(),
    score: score(),
    isCorrect: boolean(),
    graderComment: text(),
    gradedByUserId: integer(),
    gradedAt: instant(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examResultId, t.subjectId] }),
    sameSchoolReference(t.schoolId, t.examResultId, examResults),
    foreignKey({ columns: [t.schoolId, t.subjectId], foreignColumns: [subjects.schoolId, subjects.id] }),
    check('answers_seq_check', sql`${t.seq} >= 0`),
  ],
);

/** Audit trail of focus and visibility losses during an attempt. */
export const switchScreenEvents = pgTable(
  'switch_screen_events',
  {
    ...schoolRow(),
    examResultId: integer().notNull(),
    eventType: text().notNull(),
    occurredAt: instant().notNull(),
    durationMs: integer(),
    details: jsonb().$type<Record<string, unknown>>(),
    recordedAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.examResultId, examResults),
    index('switch_screen_events_attempt_idx').on(t.schoolId, t.examResultId, t.occurredAt),
  ],
);

/** Answers files loaded by exam staff into an attempt (issue 5 "download my answers"): who, when, how many applied. */
export const answerLoads = pgTable(
  'answer_loads',
  {
    ...schoolRow(),
    examResultId: integer().notNull(),
    loadedByUserId: integer().notNull(),
    loadedAt: instant().notNull(),
    /** The browser's clock when the candidate's page wrote the file (as written; not trusted). */
    fileWrittenAt: text().notNull(),
    answerCount: integer().notNull(),
    appliedCount: integer().notNull(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.examResultId, examResults),
    foreignKey({ columns: [t.schoolId, t.loadedByUserId], foreignColumns: [users.schoolId, users.id] }),
  ],
);

/** submitFeedback (SPEC §7): a candidate's remark on a subject of their submitted attempt, for exam staff. */
export const subjectFeedbacks = pgTable(
  'subject_feedbacks',
  {
    ...schoolRow(),
    examResultId: integer().notNull(),
    subjectId: integer().notNull(),
    /** What is wrong: the question, the answer key, the explanation, or something else. */
    feedbackType: text({ enum: ['question', 'answer', 'explanation', 'other'] }).notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    schoolRowKey(t),
    sameSchoolReference(t.schoolId, t.examResultId, examResults),
    sameSchoolReference(t.schoolId, t.subjectId, subjects),
    check(
      'subject_feedbacks_type_check',
      sql`${t.feedbackType} in ('question', 'answer', 'explanation', 'other')`,
    ),
    index('subject_feedbacks_attempt_idx').on(t.schoolId, t.examResultId),
  ],
);
