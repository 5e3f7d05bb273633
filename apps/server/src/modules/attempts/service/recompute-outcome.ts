import { isRightByHand, summariseGrades } from '@iexam/domain/grading';
import { lockAttempt } from '../../../db/attempt-lock';
import type { DbOrTx } from '../../../db/client';
import { setAnswerGrades } from '../repo';
import { setAttemptOutcome } from '../repo-staff';
import { readGradingInputs } from './grading-inputs';
import { gradeOnSubmit } from './submit-attempt';

/**
 * Grades a handed-in attempt again from its stored answers: objective subjects by the machine, essays and programs
 * by the grade a person gave (still pending without one). Used after exam staff load an answers file or grade a
 * subject; an attempt in progress is left alone (its hand-in grades it). The attempt's row is locked first: two
 * grades landing together (two programs judged at once) each read the other's, never a state without it.
 */
export async function recomputeOutcome(tx: DbOrTx, schoolId: string, examResultId: number) {
  const attempt = await lockAttempt(tx, schoolId, examResultId);
  if (!attempt || attempt.status === 'in_progress') return undefined;
  const { exam, subjects, saved } = await readGradingInputs(tx, schoolId, attempt);
  const rowOf = new Map(saved.map((row) => [row.subjectId, row]));
  const grades = subjects.map((subject) => {
    const row = rowOf.get(subject.id);
    const grade = gradeOnSubmit(subject, row?.answer ?? null);
    if (grade.isMachineGraded || !row?.gradedAt) return { subjectId: subject.id, row, grade };
    return {
      subjectId: subject.id,
      row,
      grade: {
        isMachineGraded: true as const,
        score: row.score ?? 0,
        isCorrect: isRightByHand(row.score ?? 0, subject.score),
      },
    };
  });
  const summary = summariseGrades(
    grades.map((entry) => entry.grade),
    exam.passScore,
  );
  await setAnswerGrades(
    tx,
    schoolId,
    examResultId,
    grades.flatMap(({ subjectId, row, grade }) =>
      row && grade.isMachineGraded && !row.gradedAt
        ? [{ subjectId, score: grade.score, isCorrect: grade.isCorrect }]
        : [],
    ),
  );
  const outcome = {
    status: summary.isComplete ? ('graded' as const) : ('grading' as const),
    score: summary.score,
    isPassed: summary.isPassed,
    isScoring: summary.isComplete ? 0 : 1,
  };
  await setAttemptOutcome(tx, schoolId, examResultId, outcome);
  return outcome;
}
