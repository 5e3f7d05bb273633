import { type AppointmentState, appointmentStateAt } from '@iexam/domain/appointments';
import type { ExamSession } from '@iexam/domain/exam-info';

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** A session of the exam info answer as the domain's booking facts, and its SPEC §4 appointment state at `now`. */
export function sessionAppointmentState(session: ExamSession, now: Date): AppointmentState {
  return appointmentStateAt(
    {
      appointmentStatus: session.appointmentStatus,
      remainderNum: session.remainderNum,
      appointmentOpenBeginTime: toDate(session.appointmentOpenBeginTime),
      appointmentOpenEndTime: toDate(session.appointmentOpenEndTime),
    },
    now,
  );
}
