import { deadlineAfterLetter } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import { requireAttemptClient } from '../../../access/attempt-access';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { loadExamSettings } from '../../exams/service/attempt-settings';
import { acceptLetterOnce } from '../repo';

/** The attempt waits for its commitment letter: the paper is not shown and the answer time has not begun. */
export function isLetterPending(
  exam: { isCommitmentLetter: number },
  attempt: { status: string; letterAcceptedAt: Date | null },
) {
  return (
    exam.isCommitmentLetter === 1 && attempt.status === 'in_progress' && attempt.letterAcceptedAt === null
  );
}

/**
 * The candidate accepts the exam's commitment letter (isCommitmentLetter 1): the answer time runs from now, the
 * minutes spent reading given back up to the session's and the exam's end (issue 17 defect 10). Once only: a
 * second acceptance changes nothing and answers the same deadline.
 */
export async function acceptCommitmentLetter(
  db: Db,
  candidate: Candidate,
  examResultId: number,
  now: Date,
  isDesktopClient: boolean,
) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  const settings = await loadExamSettings(db, candidate.schoolId, attempt.examId, attempt.sessionId);
  requireAttemptClient(settings.exam, attempt, isDesktopClient);
  if (settings.exam.isCommitmentLetter !== 1)
    throw new AppError('CONFLICT', { message: 'this exam has no commitment letter' });
  if (attempt.status !== 'in_progress') throw new AppError('ATTEMPT_SUBMITTED');
  if (attempt.letterAcceptedAt !== null)
    return {
      deadline: attempt.deadline.toISOString(),
      letterAcceptedAt: attempt.letterAcceptedAt.toISOString(),
    };
  const deadline = deadlineAfterLetter({
    startedAt: attempt.startAnswerTime,
    deadline: attempt.deadline,
    acceptedAt: now,
    sessionEnd: settings.session?.endTime ?? null,
    examEnd: settings.exam.endTime,
  });
  // Only the first acceptance moves the deadline, even when two tabs accept at once.
  const moved = await acceptLetterOnce(db, candidate.schoolId, attempt.id, now, deadline);
  if (moved?.letterAcceptedAt)
    return { deadline: moved.deadline.toISOString(), letterAcceptedAt: moved.letterAcceptedAt.toISOString() };
  return acceptCommitmentLetter(db, candidate, examResultId, now, isDesktopClient);
}
