import type { Db } from '../../../db/client';
import { listVisibleExams } from '../../exams/service/visible-exams';
import { findLiveAppointmentsOfUser } from '../repo';

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
