import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { answers, examResults } from '../../db/schema';
import type { AttemptStatus } from '../../db/schema/attempts';

// Exam staff's side of attempts: grading by hand, the outcome worked out again.

/** Writes the recomputed outcome of a handed-in attempt (after staff loaded answers or graded a subject). */
export async function setAttemptOutcome(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  values: { status: AttemptStatus; score: number; isPassed: boolean | null; isScoring: number },
) {
  await tx
    .update(examResults)
    .set(values)
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        eq(examResults.id, examResultId),
        ne(examResults.status, 'in_progress'),
      ),
    );
}

/** Attempts of the school waiting for a person, oldest hand-in first (optionally of one exam). */
export async function findAttemptsAwaitingGrading(db: DbOrTx, schoolId: string, examId: number | undefined) {
  return db
    .select({
      examResultId: examResults.id,
      examId: examResults.examId,
      userId: examResults.userId,
      openCandidateId: examResults.openCandidateId,
      submittedAt: examResults.submittedAt,
      score: examResults.score,
    })
    .from(examResults)
    .where(
      and(
        eq(examResults.schoolId, schoolId),
        eq(examResults.status, 'grading'),
        examId === undefined ? undefined : eq(examResults.examId, examId),
      ),
    )
    .orderBy(asc(examResults.submittedAt), asc(examResults.id));
}

/** A person's grade of one answered subject. */
export async function setManualGrade(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  subjectId: number,
  grade: { score: number; graderComment: string; gradedByUserId: number; gradedAt: Date; isCorrect: boolean },
) {
  const rows = await tx
    .update(answers)
    .set(grade)
    .where(matching(answers, { schoolId, examResultId, subjectId }))
    .returning({ subjectId: answers.subjectId });
  return rows.length > 0;
}
