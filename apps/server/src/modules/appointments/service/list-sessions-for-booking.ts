import { appointmentStateAt } from '@iexam/domain/appointments';
import type { Db } from '../../../db/client';
import { findSessionsForBooking } from '../repo';

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
