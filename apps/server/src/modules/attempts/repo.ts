import type { HandInReason } from '@iexam/domain/attempts';
import { and, asc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import { type Candidate, candidateKey, ownedBy } from '../../access/candidate';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import { answers, examResults, papers, subjectCases, subjects, switchScreenEvents } from '../../db/schema';
import type { AttemptStatus } from '../../db/schema/attempts';

const candidateIs = (candidate: Candidate) => ownedBy(candidate, examResults);

/** The where clause of one attempt of this candidate (another's is as invisible as a missing one). */
export const isOwnAttempt = (schoolId: string, examResultId: number, candidate: Candidate) =>
  and(eq(examResults.schoolId, schoolId), eq(examResults.id, examResultId), candidateIs(candidate));

/**
 * Serialises starts of one candidate at one exam until the transaction ends, so the limit check and the insert see
 * the same attempts (two tabs cannot both pass the last free attempt).
 */
export async function lockCandidateStarts(
  tx: DbOrTx,
  schoolId: string,
  examId: number,
  candidate: Candidate,
) {
  const key = `start:${schoolId}:${examId}:${candidateKey(candidate)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function findAttemptStarts(tx: DbOrTx, schoolId: string, examId: number, candidate: Candidate) {
  const rows = await tx
    .select({ id: examResults.id, status: examResults.status, startAnswerTime: examResults.startAnswerTime })
    .from(examResults)
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        eq(examResults.examId, examId),
        candidateIs(candidate),
        eq(examResults.isPreview, false),
      ),
    );
  return rows;
}

/** The papers new attempts may start on: a superseded version keeps only the attempts it has (decision 0038). */
export async function findPaperIds(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ id: papers.id })
    .from(papers)
    .where(matching(papers, { schoolId, examId, supersededAt: null }))
    .orderBy(asc(papers.id));
  return rows.map((row) => row.id);
}

/** Whether a paper shuffles its subjects and options per attempt (issue 37). */
export async function findPaperShuffle(db: DbOrTx, schoolId: string, paperId: number) {
  const [row] = await db
    .select({ shuffleSubjects: papers.shuffleSubjects, shuffleOptions: papers.shuffleOptions })
    .from(papers)
    .where(matching(papers, { schoolId, id: paperId }));
  return row ?? { shuffleSubjects: false, shuffleOptions: false };
}

export async function insertAttempt(tx: DbOrTx, values: typeof examResults.$inferInsert) {
  const [row] = await tx.insert(examResults).values(values).returning();
  if (!row) throw new Error('attempt insert returned no row');
  return row;
}

/** An attempt of this candidate (another's is as invisible as a missing one). */
export async function findAttemptOfCandidate(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  candidate: Candidate,
) {
  const [row] = await db
    .select()
    .from(examResults)
    .where(isOwnAttempt(schoolId, examResultId, candidate))
    .limit(1);
  return row;
}

export interface StoredAnswer {
  subjectId: number;
  answer: unknown;
  seq: number;
}

/** findAttemptOfCandidate with the attempt's stored answers, in one statement (the answer page's read). */
export async function findAttemptWithAnswers(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  candidate: Candidate,
) {
  const [row] = await db
    .select({
      ...getTableColumns(examResults),
      answers: sql<
        StoredAnswer[]
      >`coalesce((select json_agg(json_build_object('subjectId', ${answers.subjectId},
        'answer', ${answers.answer}, 'seq', ${answers.seq})) from ${answers}
        where ${joinedOn(examResults.id, answers.examResultId)}), '[]'::json)`,
    })
    .from(examResults)
    .where(isOwnAttempt(schoolId, examResultId, candidate))
    .limit(1);
  return row;
}

export async function findAttempt(db: DbOrTx, schoolId: string, examResultId: number) {
  const [row] = await db
    .select()
    .from(examResults)
    .where(matching(examResults, { schoolId, id: examResultId }))
    .limit(1);
  return row;
}

export async function setActiveClient(db: DbOrTx, schoolId: string, examResultId: number, clientId: string) {
  await db
    .update(examResults)
    .set({ activeClientId: clientId })
    .where(matching(examResults, { schoolId, id: examResultId }));
}

export async function setAttemptPaper(db: DbOrTx, schoolId: string, examResultId: number, paperId: number) {
  await db
    .update(examResults)
    .set({ paperId })
    .where(matching(examResults, { schoolId, id: examResultId, status: 'in_progress' }));
}

export async function findSubjectsOfPaper(db: DbOrTx, schoolId: string, paperId: number) {
  return db
    .select()
    .from(subjects)
    .where(matching(subjects, { schoolId, paperId }))
    .orderBy(asc(subjects.position), asc(subjects.id));
}

export async function findSampleCases(db: DbOrTx, schoolId: string, subjectIds: number[]) {
  if (subjectIds.length === 0) return [];
  return db
    .select({
      subjectId: subjectCases.subjectId,
      input: subjectCases.input,
      expectedOutput: subjectCases.expectedOutput,
    })
    .from(subjectCases)
    .where(matching(subjectCases, { schoolId, subjectId: oneOf(subjectIds), isSample: true }))
    .orderBy(asc(subjectCases.subjectId), asc(subjectCases.position));
}

export async function findAnswers(db: DbOrTx, schoolId: string, examResultId: number) {
  return db.select().from(answers).where(matching(answers, { schoolId, examResultId }));
}

/** Moves an attempt out of in_progress exactly once; false when another request (or the sweep) did it first. */
export async function closeAttempt(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  values: {
    status: AttemptStatus;
    submittedAt: Date;
    handInReason: HandInReason;
    score: number;
    isPassed: boolean | null;
    isScoring: number;
  },
) {
  const rows = await tx
    .update(examResults)
    .set(values)
    .where(matching(examResults, { schoolId, id: examResultId, status: 'in_progress' }))
    .returning({ id: examResults.id });
  return rows.length > 0;
}

export async function setAnswerGrades(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  grades: { subjectId: number; score: number; isCorrect: boolean }[],
) {
  for (const grade of grades)
    await tx
      .update(answers)
      .set({ score: grade.score, isCorrect: grade.isCorrect })
      .where(matching(answers, { schoolId, examResultId, subjectId: grade.subjectId }));
}

export async function findOverdueAttempts(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ schoolId: examResults.schoolId, id: examResults.id, deadline: examResults.deadline })
    .from(examResults)
    .where(and(eq(examResults.status, 'in_progress'), lte(examResults.deadline, before)))
    .orderBy(asc(examResults.deadline))
    .limit(limit);
}

/**
 * Every school's running attempts, and the deadline of the oldest that the sweep should already have handed in
 * (due before `overdueBefore`): the operators' gauges, read at each /metrics scrape.
 */
export async function summarizeRunningAttempts(db: DbOrTx, overdueBefore: Date) {
  const [row] = await db
    .select({
      running: sql<number>`count(*)::int`,
      oldestOverdue: sql<Date | null>`min(${examResults.deadline}) filter (where ${examResults.deadline} <= ${overdueBefore})`,
    })
    .from(examResults)
    .where(eq(examResults.status, 'in_progress'));
  const oldest = row?.oldestOverdue;
  return { running: row?.running ?? 0, oldestOverdue: oldest ? new Date(oldest) : undefined };
}

export async function insertSwitchEvents(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  events: { eventType: string; occurredAt: Date; durationMs: number | null }[],
) {
  if (events.length === 0) return;
  await tx.insert(switchScreenEvents).values(events.map((event) => ({ schoolId, examResultId, ...event })));
}

export async function addSwitchScreenTimes(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  count: number,
) {
  const [row] = await tx
    .update(examResults)
    .set({ switchScreenTimes: sql`${examResults.switchScreenTimes} + ${count}` })
    .where(matching(examResults, { schoolId, id: examResultId, status: 'in_progress' }))
    .returning({ switchScreenTimes: examResults.switchScreenTimes });
  return row?.switchScreenTimes;
}

/** The first acceptance of the commitment letter sets its time and the new deadline; undefined when not the first. */
export async function acceptLetterOnce(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  acceptedAt: Date,
  deadline: Date,
) {
  const [moved] = await db
    .update(examResults)
    .set({ letterAcceptedAt: acceptedAt, deadline })
    .where(
      matching(examResults, { schoolId, id: examResultId, status: 'in_progress', letterAcceptedAt: null }),
    )
    .returning({ deadline: examResults.deadline, letterAcceptedAt: examResults.letterAcceptedAt });
  return moved;
}

/** Flags or unflags one subject of a running attempt in one statement (two tabs at once both count). */
export async function setFlag(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  subjectId: number,
  isFlagged: boolean,
) {
  const flagged = examResults.flaggedSubjectIds;
  const [row] = await db
    .update(examResults)
    .set({
      flaggedSubjectIds: isFlagged
        ? sql`array_append(array_remove(${flagged}, ${subjectId}::integer), ${subjectId}::integer)`
        : sql`array_remove(${flagged}, ${subjectId}::integer)`,
    })
    .where(matching(examResults, { schoolId, id: examResultId, status: 'in_progress' }))
    .returning({ flaggedSubjectIds: examResults.flaggedSubjectIds });
  return row;
}
