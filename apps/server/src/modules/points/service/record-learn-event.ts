import { AppError } from '@iexam/domain/errors';
import type { LearnEventBody } from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { recordLearnEventOnce } from '../repo';

/**
 * SPEC §7 event/learn: records that the candidate viewed their result (or its review, or its analysis). The
 * business id must be an attempt of theirs that was handed in (another's is NOT_FOUND, STYLE 2.8); a repeated
 * report answers the first record with isDuplicate true (idempotent, STYLE 2.9).
 */
export async function recordLearnEvent(db: Db, candidate: Candidate, input: LearnEventBody, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: input.businessId }, now);
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', {
      field: 'businessId',
      message: 'businessId: the attempt is still in progress',
    });
  const row = await recordLearnEventOnce(db, candidate.schoolId, candidate, {
    eventType: input.eventType,
    businessId: String(attempt.id),
    occurredAt: now,
  });
  return {
    eventId: row.id,
    eventType: input.eventType,
    businessId: attempt.id,
    occurredAt: row.occurredAt.toISOString(),
    isDuplicate: row.isDuplicate,
  };
}
