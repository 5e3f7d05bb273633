import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import { appointments, exams, redemptionCodes, sessions, users } from '../../db/schema';

export async function findBookableSession(db: DbOrTx, schoolId: string, examId: number, sessionId: number) {
  const [row] = await db
    .select({ exam: exams, session: sessions })
    .from(sessions)
    .innerJoin(exams, joinedOn(exams.id, sessions.examId))
    .where(
      and(
        eq(sessions.schoolId, schoolId),
        eq(sessions.examId, examId),
        eq(sessions.id, sessionId),
        isNull(exams.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findBookingUser(db: DbOrTx, schoolId: string, userId: number) {
  const [row] = await db
    .select({ id: users.id, isSchoolLedBooking: users.isSchoolLedBooking })
    .from(users)
    .where(matching(users, { schoolId, id: userId }))
    .limit(1);
  return row;
}

/** Takes one place, or none when the session is full; unlimited sessions (null) always give one. */
export async function takePlace(db: DbOrTx, schoolId: string, sessionId: number) {
  const rows = await db
    .update(sessions)
    .set({ remainderNum: sql`${sessions.remainderNum} - 1` })
    .where(
      and(
        eq(sessions.schoolId, schoolId),
        eq(sessions.id, sessionId),
        or(isNull(sessions.remainderNum), sql`${sessions.remainderNum} > 0`),
      ),
    )
    .returning({ remainderNum: sessions.remainderNum });
  return rows[0];
}

export async function givePlaceBack(db: DbOrTx, schoolId: string, sessionId: number) {
  await db
    .update(sessions)
    .set({ remainderNum: sql`${sessions.remainderNum} + 1` })
    .where(
      and(
        eq(sessions.schoolId, schoolId),
        eq(sessions.id, sessionId),
        sql`${sessions.remainderNum} is not null`,
      ),
    );
}

/** Consumes a code at most once, however many requests race for it. */
export async function consumeRedemptionCode(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  code: string,
  userId: number,
  now: Date,
) {
  const rows = await db
    .update(redemptionCodes)
    .set({ usedByUserId: userId, usedAt: now })
    .where(matching(redemptionCodes, { schoolId, examId, code, usedByUserId: null }))
    .returning({ code: redemptionCodes.code });
  return rows.length > 0;
}

export async function redemptionCodeExists(db: DbOrTx, schoolId: string, examId: number, code: string) {
  const rows = await db
    .select({ code: redemptionCodes.code })
    .from(redemptionCodes)
    .where(matching(redemptionCodes, { schoolId, examId, code }))
    .limit(1);
  return rows.length > 0;
}

export async function releaseRedemptionCode(db: DbOrTx, schoolId: string, examId: number, code: string) {
  await db
    .update(redemptionCodes)
    .set({ usedByUserId: null, usedAt: null })
    .where(matching(redemptionCodes, { schoolId, examId, code }));
}

export async function insertAppointment(db: DbOrTx, values: typeof appointments.$inferInsert) {
  const [row] = await db.insert(appointments).values(values).returning({ id: appointments.id });
  return row;
}

export async function findLiveAppointment(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  sessionId: number,
  userId: number,
) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(matching(appointments, { schoolId, examId, sessionId, userId, status: 'booked' }))
    .limit(1);
  return row;
}

/** Marks a live booking cancelled; false when another request cancelled it first. */
export async function cancelLiveAppointment(db: DbOrTx, schoolId: string, appointmentId: number, now: Date) {
  const rows = await db
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(matching(appointments, { schoolId, id: appointmentId, status: 'booked' }))
    .returning({ id: appointments.id });
  return rows.length > 0;
}

/** The sessions of an exam with the candidate's live booking flag, optionally filtered by session code. */
export async function findSessionsForBooking(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  userId: number,
  sessionCode: string | undefined,
) {
  const booked = sql<boolean>`exists (select 1 from ${appointments} where ${appointments.schoolId} = ${sessions.schoolId}
    and ${appointments.sessionId} = ${sessions.id} and ${appointments.userId} = ${userId} and ${appointments.status} = 'booked')`;
  // Over every session of the exam, whatever the code filter keeps: one booking per candidate and exam.
  const bookedElsewhere = sql<boolean>`exists (select 1 from ${appointments} where ${appointments.schoolId} = ${sessions.schoolId}
    and ${appointments.examId} = ${sessions.examId} and ${appointments.sessionId} <> ${sessions.id}
    and ${appointments.userId} = ${userId} and ${appointments.status} = 'booked')`;
  return db
    .select({ session: sessions, isBooked: booked, hasOtherBooking: bookedElsewhere })
    .from(sessions)
    .innerJoin(exams, joinedOn(exams.id, sessions.examId))
    .where(
      and(
        eq(sessions.schoolId, schoolId),
        eq(sessions.examId, examId),
        isNull(exams.deletedAt),
        sessionCode ? eq(sessions.sessionCode, sessionCode) : undefined,
      ),
    )
    .orderBy(sessions.beginTime, sessions.id);
}

/** The live bookings of a user at several exams (the reservation list marks the exams already booked). */
export async function findLiveAppointmentsOfUser(
  db: DbOrTx,
  schoolId: string,
  userId: number,
  examIds: number[],
) {
  if (examIds.length === 0) return [];
  return db
    .select({ examId: appointments.examId, sessionId: appointments.sessionId })
    .from(appointments)
    .where(matching(appointments, { schoolId, userId, examId: oneOf(examIds), status: 'booked' }));
}

/** A booking by its id, locked until the transaction ends (staff move or cancel it). */
export async function lockAppointment(db: DbOrTx, schoolId: string, appointmentId: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(matching(appointments, { schoolId, id: appointmentId }))
    .for('update')
    .limit(1);
  return row;
}

export async function findAppointment(db: DbOrTx, schoolId: string, appointmentId: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(matching(appointments, { schoolId, id: appointmentId }))
    .limit(1);
  return row;
}

/** Moves a live booking to another session; false when it is no longer live. */
export async function moveLiveAppointment(
  db: DbOrTx,
  schoolId: string,
  appointmentId: number,
  sessionId: number,
) {
  const rows = await db
    .update(appointments)
    .set({ sessionId })
    .where(matching(appointments, { schoolId, id: appointmentId, status: 'booked' }))
    .returning({ id: appointments.id });
  return rows.length > 0;
}
