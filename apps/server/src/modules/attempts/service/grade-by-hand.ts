import { AppError, fieldRefusal } from '@iexam/domain/errors';
import { gradingWords, handGradeIssue, isRightByHand } from '@iexam/domain/grading';
import { isMachineGradedOnSubmit, type SubjectType } from '@iexam/domain/subjects';
import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findAnswers, findSubjectsOfPaper } from '../repo';
import { findAttemptsAwaitingGrading, setManualGrade } from '../repo-staff';
import { recomputeOutcome } from './recompute-outcome';
import { auditScoreChanges, readScores } from './score-audit';

/**
 * The grading queue: attempts in 'grading' the staff member may grade (a grader: their exams only), oldest first,
 * with how many subjects still wait.
 */
export async function listAttemptsAwaitingGrading(db: Db, staff: Staff, examId: number | undefined) {
  const waiting = await findAttemptsAwaitingGrading(db, staff, examId);
  return waiting.map((attempt) => ({ ...attempt, submittedAt: attempt.submittedAt?.toISOString() ?? null }));
}

/**
 * What a grader sees of an attempt: every essay and program with the candidate's answer (untrusted text: the page
 * shows it escaped), the reference answer, the points possible and any grade so far.
 */
export async function getAttemptForGrading(db: Db, staff: Staff, examResultId: number, now: Date) {
  const { schoolId } = staff;
  const attempt = await requireAccess(db, staff, { attempt: examResultId, duty: 'grade' }, now);
  const [subjects, saved] = await Promise.all([
    findSubjectsOfPaper(db, schoolId, attempt.paperId),
    findAnswers(db, schoolId, attempt.id),
  ]);
  const answerOf = new Map(saved.map((row) => [row.subjectId, row]));
  return {
    examResultId: attempt.id,
    examId: attempt.examId,
    status: attempt.status,
    subjects: subjects
      .filter((subject) => !isMachineGradedOnSubmit(subject.subjectType as SubjectType))
      .map((subject) => {
        const row = answerOf.get(subject.id);
        return {
          subjectId: subject.id,
          subjectType: subject.subjectType,
          subjectTitle: subject.subjectTitle,
          score: subject.score,
          referenceAnswer: typeof subject.correctAnswer === 'string' ? subject.correctAnswer : null,
          answer: row?.answer ?? null,
          earned: row?.gradedAt ? row.score : null,
          graderComment: row?.graderComment ?? null,
        };
      }),
  };
}

/**
 * A person grades one essay or program: 0 up to the subject's points, exactly as given (handGradeIssue), with a
 * comment. The attempt leaves 'grading' when its last such subject is graded (the total and the pass flag are worked
 * out again). A graded attempt may be graded again (a correction); its state stays graded. Each grade is audited
 * with the old and new score (issue 40).
 */
export async function gradeSubjectByHand(
  db: Db,
  grader: Staff,
  input: { examResultId: number; subjectId: number; score: number; comment: string },
  now: Date,
) {
  const attempt = await requireAccess(db, grader, { attempt: input.examResultId, duty: 'grade' }, now);
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', { message: 'the attempt is still in progress' });
  const subjects = await findSubjectsOfPaper(db, grader.schoolId, attempt.paperId);
  const subject = subjects.find((candidate) => candidate.id === input.subjectId);
  if (!subject || isMachineGradedOnSubmit(subject.subjectType as SubjectType))
    throw fieldRefusal('VALIDATION_FAILED', { path: 'subjectId', ...gradingWords.say('notGradedByHand') });
  const issue = handGradeIssue(input.score, subject.score);
  if (issue) throw fieldRefusal('VALIDATION_FAILED', { path: 'score', ...issue });
  return db.transaction(async (tx) => {
    const before = await readScores(tx, grader.schoolId, attempt.id);
    const isGraded = await setManualGrade(tx, grader.schoolId, attempt.id, subject.id, {
      score: input.score,
      graderComment: input.comment.trim(),
      gradedByUserId: grader.userId,
      gradedAt: now,
      // Full marks from a person is a right answer in the result's count (issue 17 defect 8).
      isCorrect: isRightByHand(input.score, subject.score),
    });
    if (!isGraded)
      throw new AppError('CONFLICT', { message: 'the candidate left this subject empty: it scores 0' });
    const outcome = await recomputeOutcome(tx, grader.schoolId, attempt.id);
    // A subject without a score before waited for its first grade; one with a score (the judge's, or a person's) changes.
    const isFirstGrade = (before?.bySubject.get(subject.id) ?? null) === null;
    await auditScoreChanges(tx, grader, before, {
      action: isFirstGrade ? 'grade.save' : 'grade.change',
      subjectId: subject.id,
    });
    return outcome;
  });
}
