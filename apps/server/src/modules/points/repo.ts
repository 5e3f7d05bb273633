import { and, eq } from 'drizzle-orm';
import { type Candidate, ownedBy, ownerColumns } from '../../access/candidate';
import type { DbOrTx } from '../../db/client';
import { learnEvents } from '../../db/schema';

/**
 * Records a learn event once: a second report of the same candidate, event and business id hits a unique index and
 * changes nothing (the first row, with its first time, is answered).
 */
export async function recordLearnEventOnce(
  db: DbOrTx,
  schoolId: string,
  candidate: Candidate,
  event: { eventType: string; businessId: string; occurredAt: Date },
) {
  const [inserted] = await db
    .insert(learnEvents)
    .values({ schoolId, ...ownerColumns(candidate), ...event })
    .onConflictDoNothing()
    .returning({ id: learnEvents.id, occurredAt: learnEvents.occurredAt });
  if (inserted) return { ...inserted, isDuplicate: false };
  const [existing] = await db
    .select({ id: learnEvents.id, occurredAt: learnEvents.occurredAt })
    .from(learnEvents)
    .where(
      and(
        eq(learnEvents.schoolId, schoolId),
        ownedBy(candidate, learnEvents),
        eq(learnEvents.eventType, event.eventType),
        eq(learnEvents.businessId, event.businessId),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('learn event neither inserted nor found');
  return { ...existing, isDuplicate: true };
}
