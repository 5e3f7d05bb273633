import type { Staff } from '../../../access/who';
import { lockAttempt } from '../../../db/attempt-lock';
import type { Db } from '../../../db/client';
import { submitInTransaction } from '../../attempts/service/submit-attempt';
import { actOnAttempt, wrongState } from './act-on-attempt';

/** Staff hand a running attempt in now (reason 'staff'), graded as any hand-in. */
export async function handInByStaff(db: Db, staff: Staff, examResultId: number, reason: string, now: Date) {
  return actOnAttempt(db, staff, examResultId, { reason, now }, async (tx, attempt) => {
    if (attempt.status !== 'in_progress') throw wrongState(attempt, 'only a running attempt is handed in');
    await submitInTransaction(tx, staff.schoolId, attempt.id, now, 'staff');
    const after = await lockAttempt(tx, staff.schoolId, attempt.id);
    return {
      action: 'attempt.hand_in',
      detail: { submittedAt: now.toISOString() },
      notice: { kind: 'handed_in_by_staff', detail: { submittedAt: now.toISOString() } },
      result: {
        examResultId: attempt.id,
        status: after?.status ?? attempt.status,
        submittedAt: now,
        handInReason: 'staff' as const,
      },
    };
  });
}
