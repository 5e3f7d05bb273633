import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attemptNotices, auditLog, examResults, exams, switchScreenEvents } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { createAttempt } from '../../test/factories';
import { type MonitorSchool, NOW, seedMonitorSchool } from './monitor-fixture';

const BASE = '/api/admin/v1/attempts';
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe("proctors' actions on an attempt", () => {
  const holder = useTestApp({ clock: () => NOW });
  let s: MonitorSchool;
  beforeAll(async () => {
    s = await seedMonitorSchool(holder.db());
  });
  const act = (user: { schoolId: string; id: number }, id: number, verb: string, payload: object) =>
    holder.app.postAs({ user: user as never }, `${BASE}/${id}/${verb}`, payload);
  const attemptRow = async (id: number) =>
    (await holder.db().select().from(examResults).where(eq(examResults.id, id)))[0];
  const noticesOf = (id: number) =>
    holder
      .db()
      .select()
      .from(attemptNotices)
      .where(eq(attemptNotices.examResultId, id))
      .orderBy(attemptNotices.id);
  const auditOf = (id: number) =>
    holder
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.target, `attempt:${id}`)))
      .orderBy(auditLog.id);

  it('extra minutes move a running deadline, audited and told to the candidate', async () => {
    const id = s.attempts.runningAttempt.id;
    const response = await act(s.staff.proctor, id, 'extra-time', { minutes: 15, reason: 'Fire alarm' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      examResultId: id,
      deadline: inMinutes(35),
      minutes: 15,
      passesEnd: false,
    });
    expect((await attemptRow(id))?.deadline.toISOString()).toBe(inMinutes(35));
    expect((await noticesOf(id)).map((n) => [n.kind, n.reason, n.detail])).toEqual([
      ['extra_time', 'Fire alarm', { minutes: 15, deadline: inMinutes(35) }],
    ]);
    expect((await auditOf(id)).map((a) => [a.action, a.detail.reason])).toEqual([
      ['attempt.extra_time', 'Fire alarm'],
    ]);
  });

  it('a multiplier stretches the whole answer time, and may pass the exam end (said so)', async () => {
    const id = s.attempts.visitorAttempt.id;
    const response = await act(s.staff.admin, id, 'extra-time', { multiplier: 1.5, reason: 'Accommodation' });
    expect(response.statusCode, response.body).toBe(200);
    // Started 10 minutes ago with 30 minutes: 45 minutes from the start.
    expect(response.json().data).toMatchObject({ deadline: inMinutes(35), minutes: 15, passesEnd: false });
    await holder
      .db()
      .update(exams)
      .set({ endTime: new Date(inMinutes(60)) })
      .where(eq(exams.id, s.exam.id));
    const far = await act(s.staff.admin, id, 'extra-time', { minutes: 600, reason: 'Long' });
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json().data).toMatchObject({ deadline: inMinutes(635), passesEnd: true });
    await holder.db().update(exams).set({ endTime: s.exam.endTime }).where(eq(exams.id, s.exam.id));
  });

  it('refuses extra time on a handed-in attempt (409) and bad bodies (400)', async () => {
    const id = s.attempts.submittedAttempt.id;
    const refused = await act(s.staff.proctor, id, 'extra-time', { minutes: 5, reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/submitted/);
    const running = s.attempts.runningAttempt.id;
    for (const payload of [
      { minutes: 5, multiplier: 1.5, reason: 'x' },
      { reason: 'x' },
      { minutes: 0, reason: 'x' },
      { minutes: 5 },
      { minutes: 5, reason: '   ' },
      { multiplier: 4, reason: 'x' },
    ]) {
      const response = await act(s.staff.proctor, running, 'extra-time', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().data.field).toBeTruthy();
    }
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses every action without a reason (400 naming reason), changing nothing', async () => {
    const id = s.attempts.runningAttempt.id;
    for (const [verb, payload] of [
      ['hand-in', {}],
      ['switch-screen-reset', { reason: '' }],
      ['reopen', { minutes: 5 }],
      ['extra-time', { minutes: 5, reason: 'x'.repeat(501) }],
    ] as const) {
      const response = await act(s.staff.admin, id, verb, payload);
      expect(response.statusCode, verb).toBe(400);
      expect(response.json().data.field, verb).toBe('reason');
    }
    expect((await attemptRow(id))?.status).toBe('in_progress');
  });

  it('is 403 for a grader, 404 for a proctor of another exam or session', async () => {
    const payload = { minutes: 5, reason: 'x' };
    expect((await act(s.staff.grader, s.attempts.runningAttempt.id, 'extra-time', payload)).statusCode).toBe(
      403,
    );
    expect(
      (await act(s.staff.otherProctor, s.attempts.runningAttempt.id, 'extra-time', payload)).statusCode,
    ).toBe(404);
    expect(
      (await act(s.staff.morningProctor, s.attempts.gradingAttempt.id, 'reopen', payload)).statusCode,
    ).toBe(404);
    expect(
      (await act(s.staff.grader, s.attempts.runningAttempt.id, 'hand-in', { reason: 'x' })).statusCode,
    ).toBe(403);
  });

  it('resets the leave count of a running attempt and keeps the events', async () => {
    const id = s.attempts.runningAttempt.id;
    await holder.db().update(examResults).set({ switchScreenTimes: 2 }).where(eq(examResults.id, id));
    const response = await act(s.staff.morningProctor, id, 'switch-screen-reset', {
      reason: 'Bathroom, escorted',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ examResultId: id, switchScreenTimes: 0 });
    expect((await attemptRow(id))?.switchScreenTimes).toBe(0);
    const [events] = await holder
      .db()
      .select({ n: count() })
      .from(switchScreenEvents)
      .where(eq(switchScreenEvents.examResultId, id));
    expect(events?.n).toBe(2);
    expect((await noticesOf(id)).at(-1)).toMatchObject({
      kind: 'switch_screen_reset',
      reason: 'Bathroom, escorted',
    });
    const closed = await act(s.staff.admin, s.attempts.gradedAttempt.id, 'switch-screen-reset', {
      reason: 'x',
    });
    expect(closed.statusCode).toBe(409);
  });

  it('hands a running attempt in with reason staff, once', async () => {
    const id = s.attempts.runningAttempt.id;
    const response = await act(s.staff.proctor, id, 'hand-in', { reason: 'Caught cheating' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      examResultId: id,
      submittedAt: NOW.toISOString(),
      handInReason: 'staff',
    });
    const row = await attemptRow(id);
    expect(row).toMatchObject({ handInReason: 'staff', submittedAt: NOW });
    expect(['grading', 'graded']).toContain(row?.status);
    expect((await noticesOf(id)).at(-1)).toMatchObject({
      kind: 'handed_in_by_staff',
      reason: 'Caught cheating',
    });
    expect((await auditOf(id)).at(-1)?.action).toBe('attempt.hand_in');
    const again = await act(s.staff.proctor, id, 'hand-in', { reason: 'again' });
    expect(again.statusCode).toBe(409);
  });

  it('reopens a handed-in attempt until a new deadline, clearing the hand-in', async () => {
    const id = s.attempts.submittedAttempt.id;
    await holder
      .db()
      .update(examResults)
      .set({ switchScreenTimes: 3, activeClientId: 'tab-1' })
      .where(eq(examResults.id, id));
    const response = await act(s.staff.proctor, id, 'reopen', {
      minutes: 15,
      reason: 'Handed in by mistake',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      examResultId: id,
      status: 'in_progress',
      deadline: inMinutes(15),
      passesEnd: false,
    });
    expect(await attemptRow(id)).toMatchObject({
      status: 'in_progress',
      deadline: new Date(inMinutes(15)),
      submittedAt: null,
      handInReason: null,
      switchScreenTimes: 0,
      activeClientId: null,
      score: null,
      isPassed: null,
    });
    expect((await noticesOf(id)).map((n) => [n.kind, n.detail])).toEqual([
      ['reopened', { deadline: inMinutes(15) }],
    ]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['attempt.reopen']);
    expect((await act(s.staff.proctor, id, 'reopen', { minutes: 5, reason: 'x' })).statusCode).toBe(409);
  });

  it('reopens until a named time; refuses a past time (400), a second running attempt and a preview (409)', async () => {
    const id = s.attempts.gradingAttempt.id;
    const past = await act(s.staff.admin, id, 'reopen', { until: inMinutes(-1), reason: 'x' });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.field).toBe('until');
    expect(
      (await act(s.staff.admin, id, 'reopen', { until: inMinutes(5), minutes: 5, reason: 'x' })).statusCode,
    ).toBe(400);
    const until = await act(s.staff.admin, id, 'reopen', { until: inMinutes(45), reason: 'Power cut' });
    expect(until.statusCode, until.body).toBe(200);
    expect(until.json().data.deadline).toBe(inMinutes(45));

    // The same candidate's older attempt cannot run beside the reopened one.
    const older = await createAttempt(holder.db(), s.exam, {
      userId: s.users.grading.id,
      paperId: s.attempts.gradingAttempt.paperId,
      startAnswerTime: new Date('2026-05-01T08:00:00Z'),
    });
    const second = await act(s.staff.admin, older.id, 'reopen', { minutes: 10, reason: 'x' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/another attempt/);

    const preview = await createAttempt(holder.db(), s.exam, {
      userId: s.staff.admin.id,
      paperId: s.attempts.gradingAttempt.paperId,
      isPreview: true,
    });
    expect((await act(s.staff.admin, preview.id, 'reopen', { minutes: 10, reason: 'x' })).statusCode).toBe(
      409,
    );
  });
});
