import { AppError } from '@iexam/domain/errors';
import { canAddFeedback, MAX_FEEDBACKS_PER_SUBJECT, type SubmitFeedbackBody } from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { countFeedbackOfSubject, insertFeedback, isSubjectOfPaper, lockFeedbackOfSubject } from '../repo';

/**
 * SPEC §7 submitFeedback: a remark on a subject of the candidate's handed-in attempt, for exam staff. At most
 * MAX_FEEDBACKS_PER_SUBJECT per subject of an attempt, counted and written under one lock so parallel sends cannot
 * pass the cap together (the route adds a per-candidate rate limit on top).
 */
export async function submitFeedback(db: Db, candidate: Candidate, input: SubmitFeedbackBody, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: input.examResultId }, now);
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', {
      field: 'examResultId',
      message: 'examResultId: hand the attempt in first',
    });
  if (!(await isSubjectOfPaper(db, candidate.schoolId, attempt.paperId, input.subjectId)))
    throw new AppError('VALIDATION_FAILED', {
      field: 'subjectId',
      message: 'subjectId: not a subject of this attempt',
    });
  return db.transaction(async (tx) => {
    await lockFeedbackOfSubject(tx, candidate.schoolId, attempt.id, input.subjectId);
    const existing = await countFeedbackOfSubject(tx, candidate.schoolId, attempt.id, input.subjectId);
    const decision = canAddFeedback(existing);
    if (!decision.allowed)
      throw new AppError(decision.reason, {
        field: 'subjectId',
        message: `subjectId: at most ${MAX_FEEDBACKS_PER_SUBJECT} feedbacks per question of an attempt`,
      });
    const row = await insertFeedback(tx, {
      schoolId: candidate.schoolId,
      examResultId: attempt.id,
      subjectId: input.subjectId,
      feedbackType: input.feedbackType,
      content: input.content.trim(),
    });
    return { feedbackId: row?.id ?? 0 };
  });
}
