import { isAnswered } from '@iexam/domain/answers';
import { canTransition, type HandInReason } from '@iexam/domain/attempts';
import { gradeSubject, type SubjectGrade, summariseGrades } from '@iexam/domain/grading';
import type { SubjectType } from '@iexam/domain/subjects';
import { lockAttempt } from '../../../db/attempt-lock';
import type { Db, DbOrTx } from '../../../db/client';
import { queueJudging } from '../../judge/service/queue-judging';
import { closeAttempt, setAnswerGrades } from '../repo';
import { readGradingInputs } from './grading-inputs';

/**
 * Hands an attempt in and grades what the machine can (DESIGN §5): objective subjects now; with an essay or code
 * subject the attempt waits in 'grading' (isScoring 1). Exactly once, whoever asks first (the candidate, the
 * deadline sweep, the switch-screen rule): a later call changes nothing. `submittedAt` is the deadline when the
 * server ends an overdue attempt, never the time the sweep ran.
 */
export async function submitAttempt(
  db: Db,
  schoolId: string,
  examResultId: number,
  submittedAt: Date,
  handInReason: HandInReason,
) {
  return db.transaction(async (tx) =>
    submitInTransaction(tx, schoolId, examResultId, submittedAt, handInReason),
  );
}

/** The same, inside a transaction the caller holds (the switch-screen rule, confirm). */
export async function submitInTransaction(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  submittedAt: Date,
  handInReason: HandInReason,
) {
  // The lock before the answers are read: a save acknowledged before the hand-in is in what it grades, and one
  // arriving after waits and finds the attempt closed (issue 35: an unlocked read graded without it).
  const attempt = await lockAttempt(tx, schoolId, examResultId);
  if (attempt?.status !== 'in_progress') return false;
  const { exam, subjects, saved } = await readGradingInputs(tx, schoolId, attempt);
  const answerOf = new Map(saved.map((row) => [row.subjectId, row.answer]));
  const graded = subjects.map((subject) => ({
    subjectId: subject.id,
    hasAnswer: answerOf.has(subject.id),
    grade: gradeOnSubmit(subject, answerOf.get(subject.id) ?? null),
  }));
  const summary = summariseGrades(
    graded.map((entry) => entry.grade),
    exam.passScore,
  );
  const status = summary.isComplete ? 'graded' : 'grading';
  if (!canTransition(attempt.status, status)) return false;
  const closed = await closeAttempt(tx, schoolId, examResultId, {
    status,
    submittedAt,
    handInReason,
    score: summary.score,
    isPassed: summary.isPassed,
    isScoring: summary.isComplete ? 0 : 1,
  });
  if (!closed) return false;
  await setAnswerGrades(
    tx,
    schoolId,
    examResultId,
    graded.flatMap(({ subjectId, hasAnswer, grade }) =>
      hasAnswer && grade.isMachineGraded
        ? [{ subjectId, score: grade.score, isCorrect: grade.isCorrect }]
        : [],
    ),
  );
  // The programs go to the judge, which grades them after the commit (issue 19).
  await queueJudging(tx, schoolId, examResultId, { at: submittedAt, byUserId: null });
  return true;
}

/** The machine's grade of one subject; an essay or program left empty needs no person: it scores 0. */
export function gradeOnSubmit(
  subject: { subjectType: number; score: number; correctAnswer: unknown; scoringRule: string },
  answer: unknown,
): SubjectGrade {
  const grade = gradeSubject({ ...subject, subjectType: subject.subjectType as SubjectType }, answer);
  if (!grade.isMachineGraded && !isAnswered(answer))
    return { isMachineGraded: true, score: 0, isCorrect: false };
  return grade;
}
