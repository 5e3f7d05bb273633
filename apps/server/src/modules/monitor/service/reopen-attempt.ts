import { AppError } from '@iexam/domain/errors';
import { passesEnd, type ReopenUntil, reopenedDeadline } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { findAttemptEnds, findOtherRunningAttempt, reopenAttempt } from '../repo-actions';
import { actOnAttempt, wrongState } from './act-on-attempt';

const otherAttemptRunning = () =>
  new AppError('CONFLICT', {
    message: 'the candidate has another attempt of this exam in progress; hand it in first',
  });

/**
 * A handed-in attempt runs again until a new deadline (docs/decisions/0043): the one way back from a finished state,
 * by staff only, audited. Refused while the candidate runs another attempt of the exam, and for a preview.
 */
export async function reopen(
  db: Db,
  staff: Staff,
  examResultId: number,
  input: ReopenUntil & { reason: string },
  now: Date,
) {
  const until: ReopenUntil = 'until' in input ? { until: input.until } : { minutes: input.minutes };
  const deadline = reopenedDeadline(until, now);
  if (deadline.getTime() <= now.getTime())
    throw new AppError('VALIDATION_FAILED', { field: 'until', message: 'until: must be in the future' });
  return actOnAttempt(db, staff, examResultId, { reason: input.reason, now }, async (tx, attempt) => {
    if (attempt.isPreview) throw new AppError('CONFLICT', { message: 'a preview attempt is not reopened' });
    if (attempt.status === 'in_progress') throw wrongState(attempt, 'only a handed-in attempt is reopened');
    if (await findOtherRunningAttempt(tx, attempt)) throw otherAttemptRunning();
    await reopenAttempt(tx, staff.schoolId, attempt.id, deadline).catch((error: unknown) => {
      // The candidate started another attempt between the check and the write: the one-open-attempt index refused.
      if (isUniqueViolation(error)) throw otherAttemptRunning();
      throw error;
    });
    const ends = await findAttemptEnds(tx, staff.schoolId, attempt.examId, attempt.sessionId);
    return {
      action: 'attempt.reopen',
      detail: {
        deadline: deadline.toISOString(),
        statusBefore: attempt.status,
        submittedAtBefore: attempt.submittedAt?.toISOString() ?? null,
        handInReasonBefore: attempt.handInReason,
        scoreBefore: attempt.score,
      },
      notice: { kind: 'reopened', detail: { deadline: deadline.toISOString() } },
      result: {
        examResultId: attempt.id,
        status: 'in_progress' as const,
        deadline,
        passesEnd: passesEnd(deadline, ends),
      },
    };
  });
}
