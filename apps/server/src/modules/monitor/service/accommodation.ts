import { AppError } from '@iexam/domain/errors';
import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { upsertAccommodation } from '../repo-actions';
import { findMonitorRows } from '../repo-monitor';

/**
 * A candidate's accommodation at an exam, set before their attempt: the start computes the deadline with it, as for
 * one written in the exam definition. Only for a candidate the monitor lists to this staff member (else NOT_FOUND);
 * a running attempt gets extra time instead (409).
 */
export async function setAccommodation(
  db: Db,
  staff: Staff,
  examId: number,
  userId: number,
  input: { extraMinutes: number; timeMultiplier: number; reason: string },
  now: Date,
) {
  const scope = await requireAccess(db, staff, { exam: examId, duty: 'proctor' }, now);
  const [row] = await findMonitorRows(
    db,
    staff.schoolId,
    examId,
    scope.sessions === 'all' ? null : scope.sessions,
    userId,
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'in_progress')
    throw new AppError('CONFLICT', {
      field: 'status',
      message: 'the candidate has started: give a running attempt extra time instead',
    });
  return db.transaction(async (tx) => {
    const values = { extraMinutes: input.extraMinutes, timeMultiplier: input.timeMultiplier };
    const before = await upsertAccommodation(tx, { schoolId: staff.schoolId, examId, userId, ...values });
    await recordAudit(tx, staff, {
      action: 'accommodation.set',
      target: `exam:${scope.examKey}:user:${userId}`,
      detail: { reason: input.reason, examId, userId, ...values, before },
    });
    return { examId, userId, ...values };
  });
}
