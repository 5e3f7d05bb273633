import { AppError } from '@iexam/domain/errors';
import type { Db, DbOrTx } from '../../../db/client';
import {
  cancelLiveAppointment,
  findAppointment,
  findBookableSession,
  givePlaceBack,
  lockAppointment,
  moveLiveAppointment,
  releaseRedemptionCode,
  takePlace,
} from '../repo';

/** A booking as staff see it before acting on it (the caller checks the exam and session are theirs). */
export async function findBooking(db: Db, schoolId: string, appointmentId: number) {
  const row = await findAppointment(db, schoolId, appointmentId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function requireLive<T extends { status: string }>(appointment: T | undefined): T {
  if (!appointment) throw new AppError('NOT_FOUND');
  if (appointment.status !== 'booked')
    throw new AppError('CONFLICT', { field: 'status', message: `the booking is ${appointment.status}` });
  return appointment;
}

/**
 * Staff move a live booking to another session of its exam, inside the caller's transaction: a place is taken there
 * with the same conditional update a candidate's booking uses (never below zero, so no overbooking) and given back
 * where it was. The booking windows do not bind staff.
 */
export async function moveBookingInTransaction(
  tx: DbOrTx,
  schoolId: string,
  appointmentId: number,
  sessionId: number,
) {
  const appointment = requireLive(await lockAppointment(tx, schoolId, appointmentId));
  if (appointment.sessionId === sessionId)
    throw new AppError('CONFLICT', {
      field: 'sessionId',
      message: 'sessionId: the booking is already in that session',
    });
  const target = await findBookableSession(tx, schoolId, appointment.examId, sessionId);
  if (!target)
    throw new AppError('VALIDATION_FAILED', {
      field: 'sessionId',
      message: 'sessionId: not a session of this exam',
    });
  if (!(await takePlace(tx, schoolId, sessionId))) throw new AppError('APPOINTMENT_SESSION_FULL');
  await givePlaceBack(tx, schoolId, appointment.sessionId);
  await moveLiveAppointment(tx, schoolId, appointmentId, sessionId);
  return { appointmentId, examId: appointment.examId, fromSessionId: appointment.sessionId, sessionId };
}

/** Staff cancel a live booking at any time (outside the candidate's cancel window too), giving back place and code. */
export async function cancelBookingInTransaction(
  tx: DbOrTx,
  schoolId: string,
  appointmentId: number,
  now: Date,
) {
  const appointment = requireLive(await lockAppointment(tx, schoolId, appointmentId));
  await cancelLiveAppointment(tx, schoolId, appointmentId, now);
  await givePlaceBack(tx, schoolId, appointment.sessionId);
  if (appointment.redemptionCode)
    await releaseRedemptionCode(tx, schoolId, appointment.examId, appointment.redemptionCode);
  return {
    appointmentId,
    examId: appointment.examId,
    sessionId: appointment.sessionId,
    userId: appointment.userId,
  };
}
