import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  abilityDimensions,
  answers,
  examResults,
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
      .innerJoin(
        knowledgePoints,
        and(
          eq(knowledgePoints.schoolId, subjectKnowledgePoints.schoolId),
          eq(knowledgePoints.id, subjectKnowledgePoints.knowledgePointId),
        ),
      )
      .where(
        and(
          eq(subjectKnowledgePoints.schoolId, schoolId),
          inArray(subjectKnowledgePoints.subjectId, subjectIds),
        ),
      ),
    db
      .select({
        subjectId: subjectAbilities.subjectId,
        id: abilityDimensions.id,
        name: abilityDimensions.name,
        weight: subjectAbilities.weight,
      })
      .from(subjectAbilities)
      .innerJoin(
        abilityDimensions,
        and(
          eq(abilityDimensions.schoolId, subjectAbilities.schoolId),
          eq(abilityDimensions.id, subjectAbilities.abilityDimensionId),
        ),
      )
      .where(and(eq(subjectAbilities.schoolId, schoolId), inArray(subjectAbilities.subjectId, subjectIds))),
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

export async function setAppraisalDirection(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  direction: string,
) {
  await db
    .update(examResults)
    .set({ appraisalDirection: direction })
    .where(and(eq(examResults.schoolId, schoolId), eq(examResults.id, examResultId)));
}

export async function isSubjectOfPaper(db: DbOrTx, schoolId: string, paperId: number, subjectId: number) {
  const rows = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), eq(subjects.paperId, paperId), eq(subjects.id, subjectId)))
    .limit(1);
  return rows.length > 0;
}
