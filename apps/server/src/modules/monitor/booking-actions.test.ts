import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accommodations, appointments, auditLog, sessions } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';
import { type MonitorSchool, NOW, seedMonitorSchool } from './monitor-fixture';

const BASE = '/api/admin/v1';

describe("proctors' actions before the attempt", () => {
  const holder = useTestApp({ clock: () => NOW });
  let s: MonitorSchool;
  beforeAll(async () => {
    s = await seedMonitorSchool(holder.db());
  });
  const as = (user: { schoolId: string; id: number }) => ({ user: user as never });
  const remainderOf = async (sessionId: number) =>
    (await holder.db().select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.remainderNum;
  const auditFor = (target: string) =>
    holder
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.target, target)));

  describe('accommodation', () => {
    const put = (user: { schoolId: string; id: number }, userId: number, payload: object) =>
      holder.app.injectAs(as(user), {
        method: 'PUT',
        url: `${BASE}/exams/${s.exam.id}/candidates/${userId}/accommodation`,
        payload,
      });

    it("sets and changes a listed candidate's accommodation, audited", async () => {
      const first = await put(s.staff.proctor, s.users.member.id, {
        extraMinutes: 20,
        timeMultiplier: 1.25,
        reason: 'Dyslexia',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toEqual({
        examId: s.exam.id,
        userId: s.users.member.id,
        extraMinutes: 20,
        timeMultiplier: 1.25,
      });
      const second = await put(s.staff.proctor, s.users.member.id, {
        extraMinutes: 0,
        timeMultiplier: 1.5,
        reason: 'Changed',
      });
      expect(second.statusCode, second.body).toBe(200);
      const rows = await holder
        .db()
        .select()
        .from(accommodations)
        .where(eq(accommodations.userId, s.users.member.id));
      expect(rows).toMatchObject([{ extraMinutes: 0, timeMultiplier: 1.5 }]);
      const audit = await auditFor(`exam:${s.exam.key}:user:${s.users.member.id}`);
      expect(audit.map((a) => [a.action, a.detail.reason])).toEqual([
        ['accommodation.set', 'Dyslexia'],
        ['accommodation.set', 'Changed'],
      ]);
      const monitor = await holder.app.getAs(as(s.staff.proctor), `${BASE}/exams/${s.exam.id}/monitor`);
      const row = monitor
        .json()
        .data.candidates.find((c: { userId: number }) => c.userId === s.users.member.id);
      expect(row).toMatchObject({ extraMinutes: 0, timeMultiplier: 1.5 });
    });

    it('refuses a running candidate (409), one not listed or of another session (404), bad values (400)', async () => {
      const running = await put(s.staff.proctor, s.users.running.id, {
        extraMinutes: 5,
        timeMultiplier: 1,
        reason: 'x',
      });
      expect(running.statusCode).toBe(409);
      const stranger = await createUser(holder.db(), s.schoolId);
      expect(
        (await put(s.staff.proctor, stranger.id, { extraMinutes: 5, timeMultiplier: 1, reason: 'x' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await put(s.staff.morningProctor, s.users.submitted.id, {
            extraMinutes: 5,
            timeMultiplier: 1,
            reason: 'x',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await put(s.staff.grader, s.users.member.id, { extraMinutes: 5, timeMultiplier: 1, reason: 'x' }))
          .statusCode,
      ).toBe(403);
      for (const payload of [
        { extraMinutes: 601, timeMultiplier: 1, reason: 'x' },
        { extraMinutes: 5, timeMultiplier: 0.5, reason: 'x' },
        { extraMinutes: 5, timeMultiplier: 1 },
      ]) {
        const response = await put(s.staff.proctor, s.users.member.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });

  describe('bookings', () => {
    const post = (
      user: { schoolId: string; id: number },
      verb: string,
      payload: object,
      id = s.appointment.id,
    ) => holder.app.postAs(as(user), `${BASE}/appointments/${id}/${verb}`, payload);

    it('moves a booking: a place taken there, given back here, audited', async () => {
      const before = {
        morning: await remainderOf(s.morning.id),
        afternoon: await remainderOf(s.afternoon.id),
      };
      const response = await post(s.staff.proctor, 'move', { sessionId: s.afternoon.id, reason: 'Clash' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual({
        appointmentId: s.appointment.id,
        examId: s.exam.id,
        fromSessionId: s.morning.id,
        sessionId: s.afternoon.id,
      });
      expect(await remainderOf(s.morning.id)).toBe((before.morning ?? 0) + 1);
      expect(await remainderOf(s.afternoon.id)).toBe((before.afternoon ?? 0) - 1);
      expect((await auditFor(`appointment:${s.appointment.id}`)).map((a) => a.action)).toEqual([
        'appointment.move',
      ]);
    });

    it('never overbooks: moving into a full session is 409 and changes nothing', async () => {
      const other = await createUser(holder.db(), s.schoolId);
      const [booking] = await holder
        .db()
        .insert(appointments)
        .values({
          schoolId: s.schoolId,
          examId: s.exam.id,
          sessionId: s.morning.id,
          userId: other.id,
          reserveType: 2,
        })
        .returning();
      const id = booking?.id ?? 0;
      const full = await post(s.staff.admin, 'move', { sessionId: s.afternoon.id, reason: 'x' }, id);
      expect(full.statusCode).toBe(409);
      expect(full.json().data.reason).toBe('APPOINTMENT_SESSION_FULL');
      expect(await remainderOf(s.afternoon.id)).toBe(0);
      const same = await post(s.staff.admin, 'move', { sessionId: s.morning.id, reason: 'x' }, id);
      expect(same.statusCode).toBe(409);
      // A proctor of the morning only may not move it to the afternoon, nor touch an afternoon booking.
      expect(
        (await post(s.staff.morningProctor, 'move', { sessionId: s.afternoon.id, reason: 'x' }, id))
          .statusCode,
      ).toBe(404);
      expect((await post(s.staff.morningProctor, 'cancel', { reason: 'x' })).statusCode).toBe(404);
      expect((await post(s.staff.otherProctor, 'cancel', { reason: 'x' }, id)).statusCode).toBe(404);
      expect((await post(s.staff.grader, 'cancel', { reason: 'x' }, id)).statusCode).toBe(403);
      expect((await post(s.staff.admin, 'move', { sessionId: s.afternoon.id }, id)).statusCode).toBe(400);
    });

    it('cancels a booking outside the cancel window, giving the place back; a second cancel is 409', async () => {
      const before = await remainderOf(s.afternoon.id);
      const response = await post(s.staff.proctor, 'cancel', { reason: 'Withdrew by phone' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ appointmentId: s.appointment.id, status: 'cancelled' });
      expect(await remainderOf(s.afternoon.id)).toBe((before ?? 0) + 1);
      const [row] = await holder
        .db()
        .select()
        .from(appointments)
        .where(eq(appointments.id, s.appointment.id));
      expect(row).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
      expect((await post(s.staff.proctor, 'cancel', { reason: 'again' })).statusCode).toBe(409);
      expect(
        (await auditFor(`appointment:${s.appointment.id}`)).map((a) => [a.action, a.detail.reason]),
      ).toEqual([
        ['appointment.move', 'Clash'],
        ['appointment.cancel', 'Withdrew by phone'],
      ]);
    });
  });
});
