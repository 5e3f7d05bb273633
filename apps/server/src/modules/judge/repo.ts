import type { CaseResult } from '@iexam/domain/results';
import { type CodeLanguage, SUBJECT_TYPE } from '@iexam/domain/subjects';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { matching, oneOf } from '../../db/matching';
import { answers, examResults, judgeRuns, subjectCases, subjects } from '../../db/schema';

export type JudgeRun = typeof judgeRuns.$inferSelect;
export interface RunKey {
  schoolId: string;
  examResultId: number;
  subjectId: number;
}

/** The code subjects of an attempt's paper with the attempt's stored answer (null when none was saved). */
export async function findCodeAnswersOfAttempt(tx: DbOrTx, schoolId: string, examResultId: number) {
  return tx
    .select({ subjectId: subjects.id, answer: answers.answer })
    .from(examResults)
    .innerJoin(
      subjects,
      and(eq(subjects.schoolId, examResults.schoolId), eq(subjects.paperId, examResults.paperId)),
    )
    .leftJoin(
      answers,
      and(
        eq(answers.schoolId, examResults.schoolId),
        eq(answers.examResultId, examResults.id),
        eq(answers.subjectId, subjects.id),
      ),
    )
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        eq(examResults.id, examResultId),
        eq(subjects.subjectType, SUBJECT_TYPE.code),
      ),
    );
}

/** Queues (again) the runs of these subjects: results of an earlier run are dropped with any claim on them. */
export async function queueRuns(
  tx: DbOrTx,
  rows: (RunKey & { language: string; queuedByUserId?: number | null })[],
  queuedAt: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(judgeRuns)
    .values(rows.map((row) => ({ ...row, state: 'queued' as const, queuedAt })))
    .onConflictDoUpdate({
      target: [judgeRuns.schoolId, judgeRuns.examResultId, judgeRuns.subjectId],
      set: {
        state: 'queued',
        language: sql`excluded.language`,
        queuedAt,
        queuedByUserId: sql`excluded.queued_by_user_id`,
        claimedAt: null,
        judgedAt: null,
        tries: 0,
        caseResults: null,
      },
    });
}

/** A program queued again waits for the judge: the machine's earlier grade goes, a person's grade stays. */
export async function clearMachineGrades(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  subjectIds: number[],
): Promise<void> {
  if (subjectIds.length === 0) return;
  await tx
    .update(answers)
    .set({ score: null, isCorrect: null, gradedAt: null })
    .where(matching(answers, { schoolId, examResultId, subjectId: oneOf(subjectIds), gradedByUserId: null }));
}

/**
 * Takes up to `limit` runs of one language for this process, oldest first: queued ones, and running ones whose
 * process has not answered within the lease (it died). Each language is a queue of its own, so a backlog of slow
 * programs in one never holds up the other's (issue 34). SKIP LOCKED lets several processes take different runs at
 * once.
 */
export async function claimRuns(
  db: Db,
  language: CodeLanguage,
  limit: number,
  now: Date,
  leaseMs: number,
): Promise<JudgeRun[]> {
  const staleBefore = new Date(now.getTime() - leaseMs);
  const result = await db.execute<{
    school_id: string;
    exam_result_id: number;
    subject_id: number;
    language: string;
    queued_at: Date;
    queued_by_user_id: number | null;
    tries: number;
  }>(sql`
    update ${judgeRuns} as r set state = 'running', claimed_at = ${now}, tries = r.tries + 1
    from (
      select school_id, exam_result_id, subject_id from ${judgeRuns}
      where language = ${language}
        and (state = 'queued' or (state = 'running' and claimed_at < ${staleBefore}))
      order by queued_at limit ${limit} for update skip locked
    ) as waiting
    where r.school_id = waiting.school_id and r.exam_result_id = waiting.exam_result_id
      and r.subject_id = waiting.subject_id
    returning r.school_id, r.exam_result_id, r.subject_id, r.language, r.queued_at, r.queued_by_user_id, r.tries`);
  return result.rows.map((row) => ({
    schoolId: row.school_id,
    examResultId: row.exam_result_id,
    subjectId: row.subject_id,
    state: 'running' as const,
    language: row.language,
    queuedAt: new Date(row.queued_at),
    queuedByUserId: row.queued_by_user_id,
    claimedAt: now,
    judgedAt: null,
    tries: row.tries,
    caseResults: null,
  }));
}

/**
 * Gives a claimed run back to the queue (the sandbox could not take it); a newer queueing is left alone. With
 * `isTryGivenBack` (the sandbox was closed, no fault of the run) the claim does not count against MAX_JUDGE_TRIES.
 */
export async function releaseRun(
  db: DbOrTx,
  run: RunKey & { claimedAt: Date | null },
  isTryGivenBack = false,
): Promise<void> {
  await db
    .update(judgeRuns)
    .set({
      state: 'queued',
      claimedAt: null,
      ...(isTryGivenBack ? { tries: sql`greatest(${judgeRuns.tries} - 1, 0)` } : {}),
    })
    .where(and(runIs(run), eq(judgeRuns.state, 'running'), claimedAtIs(run.claimedAt)));
}

/** Stores a run's results if the run is still the one this process claimed (not queued again meanwhile). */
export async function saveJudgedRun(
  tx: DbOrTx,
  run: RunKey & { claimedAt: Date | null },
  caseResults: CaseResult[],
  judgedAt: Date,
): Promise<boolean> {
  const saved = await tx
    .update(judgeRuns)
    .set({ state: 'judged', caseResults, judgedAt })
    .where(and(runIs(run), eq(judgeRuns.state, 'running'), claimedAtIs(run.claimedAt)))
    .returning({ subjectId: judgeRuns.subjectId });
  return saved.length === 1;
}

/** The machine's grade of a judged program; a grade a person gave is never overwritten. */
export async function setJudgedGrade(
  tx: DbOrTx,
  run: RunKey,
  grade: { score: number; isCorrect: boolean },
  gradedAt: Date,
): Promise<void> {
  await tx
    .update(answers)
    .set({ score: grade.score, isCorrect: grade.isCorrect, gradedAt })
    .where(
      matching(answers, {
        schoolId: run.schoolId,
        examResultId: run.examResultId,
        subjectId: run.subjectId,
        gradedByUserId: null,
      }),
    );
}

/** A code subject as the judge needs it, with its cases in order. */
export async function findJudgedSubject(db: DbOrTx, schoolId: string, subjectId: number) {
  const [subject] = await db
    .select({
      id: subjects.id,
      paperId: subjects.paperId,
      subjectType: subjects.subjectType,
      score: subjects.score,
      scoringRule: subjects.scoringRule,
      codeLanguages: subjects.codeLanguages,
      timeLimitMs: subjects.timeLimitMs,
      memoryLimitMb: subjects.memoryLimitMb,
      outputLimitKb: subjects.outputLimitKb,
    })
    .from(subjects)
    .where(matching(subjects, { schoolId, id: subjectId }))
    .limit(1);
  if (!subject) return undefined;
  const cases = await db
    .select({
      position: subjectCases.position,
      input: subjectCases.input,
      expectedOutput: subjectCases.expectedOutput,
      isSample: subjectCases.isSample,
    })
    .from(subjectCases)
    .where(matching(subjectCases, { schoolId, subjectId }))
    .orderBy(asc(subjectCases.position));
  return { ...subject, cases };
}

/** The stored answer of one subject of an attempt. */
export async function findStoredAnswer(db: DbOrTx, run: RunKey) {
  const [row] = await db
    .select({ answer: answers.answer })
    .from(answers)
    .where(
      matching(answers, { schoolId: run.schoolId, examResultId: run.examResultId, subjectId: run.subjectId }),
    )
    .limit(1);
  return row?.answer;
}

/** The judged runs of an attempt, for its program analysis. */
export async function findJudgedRunsOfAttempt(db: DbOrTx, schoolId: string, examResultId: number) {
  return db
    .select({
      subjectId: judgeRuns.subjectId,
      language: judgeRuns.language,
      caseResults: judgeRuns.caseResults,
    })
    .from(judgeRuns)
    .where(matching(judgeRuns, { schoolId, examResultId, state: 'judged' }));
}

/** The handed-in attempts of an exam (staff re-judge them after changing cases); previews included. */
export async function findHandedInAttemptsOfExam(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ id: examResults.id })
    .from(examResults)
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        eq(examResults.examId, examId),
        ne(examResults.status, 'in_progress'),
      ),
    );
  return rows.map((row) => row.id);
}

function runIs(run: RunKey) {
  return matching(judgeRuns, {
    schoolId: run.schoolId,
    examResultId: run.examResultId,
    subjectId: run.subjectId,
  });
}

function claimedAtIs(claimedAt: Date | null) {
  return claimedAt === null ? isNull(judgeRuns.claimedAt) : eq(judgeRuns.claimedAt, claimedAt);
}
