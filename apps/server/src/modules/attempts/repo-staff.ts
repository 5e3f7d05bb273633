import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { gradableBy } from '../../access/gradable-attempts';
import type { Staff } from '../../access/who';
import { isAnsweredSql, PERSON_GRADED_TYPES } from '../../db/answered';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching } from '../../db/matching';
import { answers, examResults, subjects } from '../../db/schema';
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

/**
 * Attempts waiting for a person that the staff member may grade (gradableBy), oldest hand-in first (optionally of one
 * exam), each with how many essays and programs still wait: one statement, the count a correlated subquery.
 */
export async function findAttemptsAwaitingGrading(db: DbOrTx, staff: Staff, examId: number | undefined) {
  const pendingCount = sql<number>`(select count(*)::int from ${answers} inner join ${subjects} on ${joinedOn(
    answers.subjectId,
    subjects.id,
  )} where ${and(
    eq(answers.schoolId, examResults.schoolId),
    eq(answers.examResultId, examResults.id),
    inArray(subjects.subjectType, PERSON_GRADED_TYPES),
    isAnsweredSql(answers.answer),
    isNull(answers.gradedAt),
  )})`;
  return db
    .select({
      examResultId: examResults.id,
      examId: examResults.examId,
      userId: examResults.userId,
      openCandidateId: examResults.openCandidateId,
      submittedAt: examResults.submittedAt,
      score: examResults.score,
      pendingCount,
    })
    .from(examResults)
    .where(
      and(
        gradableBy(staff),
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
