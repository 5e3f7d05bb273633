import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type Candidate, ownedBy } from '../../access/candidate';
import type { DbOrTx, Tx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import {
  abilityDimensions,
  answers,
  examResults,
  exams,
  knowledgePoints,
  subjectAbilities,
  subjectFeedbacks,
  subjectKnowledgePoints,
  subjects,
} from '../../db/schema';

/** The knowledge points and ability dimensions of a paper's subjects, with their names. */
export async function findSubjectTags(db: DbOrTx, schoolId: string, subjectIds: number[]) {
  if (subjectIds.length === 0) return { points: [], abilities: [] };
  const [points, abilities] = await Promise.all([
    db
      .select({
        subjectId: subjectKnowledgePoints.subjectId,
        id: knowledgePoints.id,
        name: knowledgePoints.name,
      })
      .from(subjectKnowledgePoints)
      .innerJoin(knowledgePoints, joinedOn(knowledgePoints.id, subjectKnowledgePoints.knowledgePointId))
      .where(matching(subjectKnowledgePoints, { schoolId, subjectId: oneOf(subjectIds) })),
    db
      .select({
        subjectId: subjectAbilities.subjectId,
        id: abilityDimensions.id,
        name: abilityDimensions.name,
        weight: subjectAbilities.weight,
      })
      .from(subjectAbilities)
      .innerJoin(abilityDimensions, joinedOn(abilityDimensions.id, subjectAbilities.abilityDimensionId))
      .where(matching(subjectAbilities, { schoolId, subjectId: oneOf(subjectIds) })),
  ]);
  return { points, abilities };
}

/** Every stored answer of the submitted attempts on one paper (for statistics across candidates). */
export async function findSubmittedAnswersOfPaper(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  paperId: number,
) {
  const attempts = db
    .select({ id: examResults.id })
    .from(examResults)
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        eq(examResults.examId, examId),
        eq(examResults.paperId, paperId),
        ne(examResults.status, 'in_progress'),
        eq(examResults.isPreview, false),
      ),
    );
  const [attemptRows, answerRows] = await Promise.all([
    attempts,
    db
      .select({ subjectId: answers.subjectId, answer: answers.answer, isCorrect: answers.isCorrect })
      .from(answers)
      .where(and(eq(answers.schoolId, schoolId), inArray(answers.examResultId, attempts))),
  ]);
  return { attemptCount: attemptRows.length, answers: answerRows };
}

export async function insertFeedback(db: DbOrTx, values: typeof subjectFeedbacks.$inferInsert) {
  const [row] = await db.insert(subjectFeedbacks).values(values).returning({ id: subjectFeedbacks.id });
  return row;
}

/**
 * Serialises feedback on one subject of one attempt until the transaction ends, so the count and the insert see the
 * same rows (two parallel sends cannot both take the last place under the cap).
 */
export async function lockFeedbackOfSubject(
  tx: Tx,
  schoolId: string,
  examResultId: number,
  subjectId: number,
) {
  const key = `feedback:${schoolId}:${examResultId}:${subjectId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function countFeedbackOfSubject(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  subjectId: number,
) {
  const [row] = await db
    .select({ total: count() })
    .from(subjectFeedbacks)
    .where(matching(subjectFeedbacks, { schoolId, examResultId, subjectId }));
  return row?.total ?? 0;
}

/** A candidate's handed-in attempts (previews left out) with their exam's name and flag, oldest first. */
export async function findHandedInAttemptsOfCandidate(
  db: DbOrTx,
  schoolId: string,
  candidate: Candidate,
  examId: number | undefined,
) {
  return db
    .select({
      examId: examResults.examId,
      examName: exams.examName,
      examResultFlag: exams.examResultFlag,
      resultReleaseAt: exams.resultReleaseAt,
      status: examResults.status,
      isScoring: examResults.isScoring,
      score: examResults.score,
      isPassed: examResults.isPassed,
      startAnswerTime: examResults.startAnswerTime,
      submittedAt: examResults.submittedAt,
    })
    .from(examResults)
    .innerJoin(exams, joinedOn(exams.id, examResults.examId))
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        ownedBy(candidate, examResults),
        ne(examResults.status, 'in_progress'),
        eq(examResults.isPreview, false),
        isNull(exams.deletedAt),
        examId === undefined ? undefined : eq(examResults.examId, examId),
      ),
    )
    .orderBy(asc(examResults.startAnswerTime), asc(examResults.id));
}

export async function setAppraisalDirection(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  direction: string,
) {
  await db
    .update(examResults)
    .set({ appraisalDirection: direction })
    .where(matching(examResults, { schoolId, id: examResultId }));
}

export async function isSubjectOfPaper(db: DbOrTx, schoolId: string, paperId: number, subjectId: number) {
  const rows = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(matching(subjects, { schoolId, paperId, id: subjectId }))
    .limit(1);
  return rows.length > 0;
}
