import { appointmentFormFields, appointmentFormSchema, appointmentStateAt } from '@iexam/domain/appointments';
import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import { consumeRedemptionCode, insertAppointment, redemptionCodeExists, takePlace } from '../repo';
import { requireBookableSession } from './bookable-session';

export interface BookInput {
  examId: number;
  sessionId: number;
  form: Record<string, unknown>;
}

/**
 * Books a session: guards first (visible, allowed, window open, form valid), then in one transaction the booking
 * (one per candidate and exam), the redemption code (used at most once) and the place (never below zero). Any
 * refusal rolls all three back.
 */
export async function bookAppointment(
  db: Db,
  principal: { schoolId: string; userId: number },
  input: BookInput,
  now: Date,
) {
  const { exam, session } = await requireBookableSession(db, principal, input.examId, input.sessionId);
  const state = appointmentStateAt({ ...session, appointmentStatus: 0 }, now);
  if (state === 'notOpen') throw new AppError('APPOINTMENT_NOT_OPEN');
  if (state === 'closed') throw new AppError('APPOINTMENT_CLOSED');
  if (state === 'full') throw new AppError('APPOINTMENT_SESSION_FULL');

  const usesCode = exam.isRedemptionCode === 1;
  // SPEC §7 reserveType: 1 school, 2 personal, 3 credible. A candidate booking for themself is never the school's
  // booking, whatever the request says: the server decides, so nobody skips the personal fields by asking for 1.
  const reserveType = exam.isCredible === 1 ? 3 : 2;
  const fields = appointmentFormFields({
    isDefaultAppointment: false,
    isRedemptionCode: usesCode,
  });
  const parsed = appointmentFormSchema(fields).safeParse(input.form);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', {
      issues,
      field: issues[0]?.path,
      message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
    });
  }
  const form: Record<string, string | undefined> = parsed.data;

  try {
    return await db.transaction(async (tx) => {
      const appointment = await insertAppointment(tx, {
        schoolId: principal.schoolId,
        examId: exam.id,
        sessionId: session.id,
        userId: principal.userId,
        reserveType,
        isRedemptionCode: usesCode ? 1 : 0,
        redemptionCode: form.redemptionCode ?? null,
        schoolName: form.schoolName ?? '',
        profession: form.profession ?? '',
        education: form.education ?? '',
        userName: form.userName ?? '',
      });
      if (usesCode && form.redemptionCode) {
        if (
          !(await consumeRedemptionCode(
            tx,
            principal.schoolId,
            exam.id,
            form.redemptionCode,
            principal.userId,
            now,
          ))
        ) {
          const exists = await redemptionCodeExists(tx, principal.schoolId, exam.id, form.redemptionCode);
          throw new AppError(exists ? 'REDEMPTION_CODE_USED' : 'REDEMPTION_CODE_INVALID', {
            field: 'redemptionCode',
          });
        }
      }
      const place = await takePlace(tx, principal.schoolId, session.id);
      if (!place) throw new AppError('APPOINTMENT_SESSION_FULL');
      return { appointmentId: appointment?.id ?? 0, remainderNum: place.remainderNum };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('APPOINTMENT_ALREADY_BOOKED');
    throw error;
  }
}
