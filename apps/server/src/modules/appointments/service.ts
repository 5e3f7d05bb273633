import {
  appointmentFormFields,
  appointmentFormSchema,
  appointmentStateAt,
  canCancelAppointment,
} from '@iexam/domain/appointments';
import { AppError } from '@iexam/domain/errors';
import { isInvited } from '../../access/exam-access';
import type { Db } from '../../db/client';
import { listSessionLocations, listVisibleExams } from '../exams/service/visible-exams';
import {
  cancelLiveAppointment,
  consumeRedemptionCode,
  findBookableSession,
  findBookingUser,
  findLiveAppointment,
  findLiveAppointmentsOfUser,
  findSessionsForBooking,
  givePlaceBack,
  insertAppointment,
  redemptionCodeExists,
  releaseRedemptionCode,
  takePlace,
} from './repo';

export interface BookInput {
  examId: number;
  sessionId: number;
  form: Record<string, unknown>;
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

async function findGuarded(
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
  const { exam, session } = await findGuarded(db, principal, input.examId, input.sessionId);
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

/** SPEC §5: cancels inside the cancel window only, giving back the place and the code. */
export async function cancelAppointment(
  db: Db,
  principal: { schoolId: string; userId: number },
  input: { examId: number; sessionId: number },
  now: Date,
) {
  const { session } = await findGuarded(db, principal, input.examId, input.sessionId);
  const appointment = await findLiveAppointment(
    db,
    principal.schoolId,
    input.examId,
    input.sessionId,
    principal.userId,
  );
  if (!appointment) throw new AppError('NOT_FOUND');
  const decision = canCancelAppointment(session, now);
  if (!decision.allowed) throw new AppError(decision.reason);
  await db.transaction(async (tx) => {
    if (!(await cancelLiveAppointment(tx, principal.schoolId, appointment.id, now))) return;
    await givePlaceBack(tx, principal.schoolId, session.id);
    if (appointment.redemptionCode)
      await releaseRedemptionCode(tx, principal.schoolId, input.examId, appointment.redemptionCode);
  });
}

/** SPEC §7 reservation session list: each session with its booking state for this candidate at `now`. */
export async function listSessionsForBooking(
  db: Db,
  principal: { schoolId: string; userId: number },
  input: { examId: number; sessionCode: string | undefined },
  now: Date,
) {
  const rows = await findSessionsForBooking(
    db,
    principal.schoolId,
    input.examId,
    principal.userId,
    input.sessionCode,
  );
  return rows.map(({ session, isBooked, hasOtherBooking }) => {
    const appointmentStatus: 0 | 1 = isBooked ? 1 : 0;
    return {
      id: session.id,
      sessionName: session.sessionName,
      sessionCode: session.sessionCode,
      beginTime: session.beginTime.toISOString(),
      endTime: session.endTime.toISOString(),
      remainderNum: session.remainderNum,
      appointmentStatus,
      appointmentState: appointmentStateAt({ ...session, appointmentStatus, hasOtherBooking }, now),
      appointmentOpenBeginTime: session.appointmentOpenBeginTime?.toISOString() ?? null,
      appointmentOpenEndTime: session.appointmentOpenEndTime?.toISOString() ?? null,
      cancelAppointmentBeginTime: session.cancelAppointmentBeginTime?.toISOString() ?? null,
      cancelAppointmentEndTime: session.cancelAppointmentEndTime?.toISOString() ?? null,
    };
  });
}

/** SPEC §7 reservation exam list: the appointment exams the candidate may see, a page at a time, filtered. */
export async function listExamsForBooking(
  db: Db,
  principal: { schoolId: string; userId: number },
  input: { current: number; size: number; examName?: string | undefined; locationCode?: string | undefined },
) {
  const { rows, total } = await listVisibleExams(
    db,
    principal,
    { isAppointment: true, nameContains: input.examName, locationCode: input.locationCode },
    { limit: input.size, offset: (input.current - 1) * input.size },
  );
  const booked = await findLiveAppointmentsOfUser(
    db,
    principal.schoolId,
    principal.userId,
    rows.map((row) => row.examId),
  );
  const bookedSession = new Map(booked.map((row) => [row.examId, row.sessionId]));
  return {
    current: input.current,
    size: input.size,
    total,
    records: rows.map((row) => ({
      examId: row.examId,
      examName: row.examName,
      beginTime: row.beginTime?.toISOString() ?? null,
      endTime: row.endTime?.toISOString() ?? null,
      examSettingTime: row.examSettingTime,
      sessionCount: row.sessionCount,
      appointmentStatus: bookedSession.has(row.examId) ? (1 as const) : (0 as const),
      bookedSessionId: bookedSession.get(row.examId) ?? null,
    })),
  };
}

/** SPEC §7 reservation location/cn: the exam sites of the school's appointment sessions. */
export function listBookingLocations(db: Db, schoolId: string) {
  return listSessionLocations(db, schoolId);
}
