import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { recordConfirmation } from '../repo';
import { requireOpenCandidate } from './require-open-candidate';

/** SPEC §7 confirm PUT: records acceptance (1) or rejection (0, with its cause) and where it was given. */
export async function recordOpenConfirmation(
  db: Db,
  principal: { schoolId: string; examId: number; openCandidateId: number },
  userId: number,
  input: { confirmNotice: 0 | 1; rejectCause?: string | undefined; source: string },
  now: Date,
) {
  const candidate = await requireOpenCandidate(db, principal);
  if (candidate.id !== userId) throw new AppError('NOT_FOUND');
  if (input.confirmNotice === 0 && !input.rejectCause?.trim())
    throw new AppError('VALIDATION_FAILED', {
      field: 'rejectCause',
      message: 'rejectCause: required when rejecting',
    });
  await recordConfirmation(db, principal.schoolId, candidate.id, {
    confirmNotice: input.confirmNotice,
    rejectCause: input.confirmNotice === 0 ? (input.rejectCause?.trim() ?? null) : null,
    confirmSource: input.source,
    confirmedAt: now,
  });
  return { userId: candidate.id, confirmNotice: input.confirmNotice };
}
