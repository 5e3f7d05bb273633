import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { learnEvents } from '../../db/schema';
import type { CandidateRef } from '../attempts/repo';

const candidateColumns = (candidate: CandidateRef) =>
  'userId' in candidate
    ? { userId: candidate.userId, openCandidateId: null }
    : { userId: null, openCandidateId: candidate.openCandidateId };

/**
 * Records a learn event once: a second report of the same candidate, event and business id hits a unique index and
 * changes nothing (the first row, with its first time, is answered).
 */
export async function recordLearnEventOnce(
  db: DbOrTx,
  schoolId: string,
  candidate: CandidateRef,
  event: { eventType: string; businessId: string; occurredAt: Date },
) {
  const [inserted] = await db
    .insert(learnEvents)
    .values({ schoolId, ...candidateColumns(candidate), ...event })
    .onConflictDoNothing()
    .returning({ id: learnEvents.id, occurredAt: learnEvents.occurredAt });
  if (inserted) return { ...inserted, isDuplicate: false };
  const [existing] = await db
    .select({ id: learnEvents.id, occurredAt: learnEvents.occurredAt })
    .from(learnEvents)
    .where(
      and(
        eq(learnEvents.schoolId, schoolId),
        'userId' in candidate
          ? eq(learnEvents.userId, candidate.userId)
          : eq(learnEvents.openCandidateId, candidate.openCandidateId),
        eq(learnEvents.eventType, event.eventType),
        eq(learnEvents.businessId, event.businessId),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('learn event neither inserted nor found');
  return { ...existing, isDuplicate: true };
}
