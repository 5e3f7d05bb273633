import { AppError } from '@iexam/domain/errors';
import { isInvited } from '../../../access/exam-access';
import type { Db } from '../../../db/client';
import { findBookableSession, findBookingUser } from '../repo';

/**
 * The exam and session a candidate books or cancels: NOT_FOUND unless the session is one of the exam's (the exam not
 * deleted); APPOINTMENT_NOT_ALLOWED for a school-led booking user, an exam without booking, or a private exam's
 * session the candidate is not invited to.
 */
export async function requireBookableSession(
  db: Db,
  principal: { schoolId: string; userId: number },
  examId: number,
  sessionId: number,
) {
  const found = await findBookableSession(db, principal.schoolId, examId, sessionId);
  if (!found) throw new AppError('NOT_FOUND');
  const user = await findBookingUser(db, principal.schoolId, principal.userId);
  // SPEC §6: a school-led booking user cannot book or cancel; their school does it for them.
  if (!user || user.isSchoolLedBooking || found.exam.examAppointment !== 1)
    throw new AppError('APPOINTMENT_NOT_ALLOWED');
  // SPEC §6: a private exam's sessions are for its invited groups only.
  if (!(await isInvited(db, found.exam, principal.userId, sessionId)))
    throw new AppError('APPOINTMENT_NOT_ALLOWED');
  return found;
}
