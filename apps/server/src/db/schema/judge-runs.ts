import type { CaseResult } from '@iexam/domain/results';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { examResults } from './attempts';
import { instant, schoolId } from './columns';
import { subjectForeignKey } from './papers';

export const JUDGE_RUN_STATES = ['queued', 'running', 'judged'] as const;

/**
 * The judge's work and its results, one row per code subject of a handed-in attempt (issue 19). Work lives here,
 * not in a process's memory, so any server process may take it, and a process that dies mid-run leaves it to be
 * taken again (claimedAt older than the lease). caseResults are the hidden cases' verdicts; never their input or
 * expected output.
 */
export const judgeRuns = pgTable(
  'judge_runs',
  {
    schoolId: schoolId(),
    examResultId: integer().notNull(),
    subjectId: integer().notNull(),
    state: text({ enum: JUDGE_RUN_STATES }).notNull().default('queued'),
    language: text().notNull(),
    queuedAt: instant().notNull(),
    /**
     * The staff member whose action queued the run again (a re-judge, an answers file loaded), whom the judge's new
     * grade is audited for (issue 40); null for a hand-in's own run.
     */
    queuedByUserId: integer(),
    claimedAt: instant(),
    judgedAt: instant(),
    /** How often a process took the run; a run that keeps failing stays queued for staff to see, never scores 0. */
    tries: integer().notNull().default(0),
    caseResults: jsonb().$type<CaseResult[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examResultId, t.subjectId] }),
    foreignKey({
      columns: [t.schoolId, t.examResultId],
      foreignColumns: [examResults.schoolId, examResults.id],
    }).onDelete('cascade'),
    subjectForeignKey(t),
    // Each language's lane claims its oldest waiting runs (issue 34).
    index('judge_runs_waiting_idx').on(t.language, t.queuedAt).where(sql`${t.state} <> 'judged'`),
    check('judge_runs_state_check', sql`${t.state} in ('queued', 'running', 'judged')`),
  ],
);
