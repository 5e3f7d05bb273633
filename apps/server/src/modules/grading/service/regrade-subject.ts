import { AppError, fieldRefusal } from '@iexam/domain/errors';
import { correctAnswerProblem } from '@iexam/domain/exam-definition';
import { gradingWords } from '@iexam/domain/grading';
import { isMachineGradedOnSubmit, type SubjectType } from '@iexam/domain/subjects';
import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import { lockAttempts } from '../../../db/attempt-lock';
import type { Db } from '../../../db/client';
import { bumpCacheVersion, clearProcessCache } from '../../../db/process-cache';
import { recordAudit } from '../../admin/audit';
import { recomputeOutcome } from '../../attempts/service/recompute-outcome';
import { auditScoreChanges, readScores } from '../../attempts/service/score-audit';
import { findAttemptsAnswering, findSubjectOfExam, setCorrectAnswer } from '../repo-regrade';

/**
 * After a key change of an objective subject: the subject's correct answer is set in place (decision 0038's one
 * exception, audited with the old and the new key and the reason), every handed-in attempt's answer to it is scored
 * again by the domain's rule, and each such attempt's total and pass flag are worked out again (recomputeOutcome),
 * all in one transaction; each answer whose score moved is audited with its old and new score (grade.regrade). An
 * attempt still in progress is graded with the new key when it is handed in.
 */
export async function regradeSubject(
  db: Db,
  staff: Staff,
  input: { examId: number; subjectId: number; correctAnswer: unknown; reason: string },
  now: Date,
) {
  const scope = await requireAccess(db, staff, { exam: input.examId, duty: 'manage' }, now);
  const subject = await findSubjectOfExam(db, staff.schoolId, scope.examId, input.subjectId);
  if (!subject) throw new AppError('NOT_FOUND');
  const type = subject.subjectType as SubjectType;
  if (!isMachineGradedOnSubmit(type))
    throw fieldRefusal('VALIDATION_FAILED', { path: 'subjectId', ...gradingWords.say('objectiveOnly') });
  const problem = correctAnswerProblem(
    type,
    input.correctAnswer,
    subject.options.map((option) => option.key),
  );
  if (problem) throw fieldRefusal('VALIDATION_FAILED', { path: 'correctAnswer', ...problem });
  const counts = await db.transaction(async (tx) => {
    await setCorrectAnswer(tx, staff.schoolId, subject.id, input.correctAnswer);
    // A grader saving at the same time waits for the regrade; the outcome before it is read under the lock.
    const attempts = await lockAttempts(tx, await findAttemptsAnswering(tx, staff.schoolId, subject.id));
    let changed = 0;
    for (const before of attempts) {
      const scores = await readScores(tx, staff.schoolId, before.id);
      const after = await recomputeOutcome(tx, staff.schoolId, before.id);
      if (after && (after.score !== before.score || after.isPassed !== before.isPassed)) changed += 1;
      // Each answer the new key scores differently, old → new, beside the key change's own entry (issue 40).
      await auditScoreChanges(tx, staff, scores, {
        action: 'grade.regrade',
        detail: { reason: input.reason },
      });
    }
    await bumpCacheVersion(tx);
    await recordAudit(tx, staff, {
      action: 'subject.regrade',
      target: `subject:${subject.id}`,
      detail: {
        examId: scope.examId,
        key: subject.key,
        oldCorrectAnswer: subject.correctAnswer,
        newCorrectAnswer: input.correctAnswer,
        reason: input.reason,
        attempts: attempts.length,
        changed,
      },
    });
    return { attempts: attempts.length, changed };
  });
  clearProcessCache(db);
  return counts;
}
