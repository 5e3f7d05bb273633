import { AppError } from '@iexam/domain/errors';
import { requireAccess } from '../../../access/require-access';
import { scopeCovers } from '../../../access/staff-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import {
  cancelBookingInTransaction,
  findBooking,
  moveBookingInTransaction,
} from '../../appointments/service/staff-booking';

/** The booking when its exam and session are the staff member's to proctor; else NOT_FOUND. */
async function requireWatchedBooking(db: Db, staff: Staff, appointmentId: number, now: Date) {
  const booking = await findBooking(db, staff.schoolId, appointmentId);
  const scope = await requireAccess(db, staff, { exam: booking.examId, duty: 'proctor' }, now);
  if (!scopeCovers(scope, booking.sessionId)) throw new AppError('NOT_FOUND');
  return { booking, scope };
}

/** Staff move a candidate's booking to another session (both theirs to proctor), audited with the reason. */
export async function moveBooking(
  db: Db,
  staff: Staff,
  appointmentId: number,
  input: { sessionId: number; reason: string },
  now: Date,
) {
  const { scope } = await requireWatchedBooking(db, staff, appointmentId, now);
  if (!scopeCovers(scope, input.sessionId)) throw new AppError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const moved = await moveBookingInTransaction(tx, staff.schoolId, appointmentId, input.sessionId);
    await recordAudit(tx, staff, {
      action: 'appointment.move',
      target: `appointment:${appointmentId}`,
      detail: { reason: input.reason, ...moved },
    });
    return moved;
  });
}

/** Staff cancel a candidate's booking (outside the cancel window too), audited with the reason. */
export async function cancelBooking(db: Db, staff: Staff, appointmentId: number, reason: string, now: Date) {
  await requireWatchedBooking(db, staff, appointmentId, now);
  return db.transaction(async (tx) => {
    const cancelled = await cancelBookingInTransaction(tx, staff.schoolId, appointmentId, now);
    await recordAudit(tx, staff, {
      action: 'appointment.cancel',
      target: `appointment:${appointmentId}`,
      detail: { reason, ...cancelled },
    });
    return { ...cancelled, status: 'cancelled' as const };
  });
}
