import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { type MonitorSchool, NOW, seedMonitorSchool } from './monitor-fixture';

const BASE = '/api/admin/v1';

describe('the live monitor', () => {
  const holder = useTestApp({ clock: () => NOW });
  let s: MonitorSchool;
  beforeAll(async () => {
    s = await seedMonitorSchool(holder.db());
  });
  const read = (user: { schoolId: string; id: number } & object, query = '') =>
    holder.app.getAs({ user: user as never }, `${BASE}/exams/${s.exam.id}/monitor${query}`);

  it('lists every candidate once with their state, progress, time left and leaves', async () => {
    const response = await read(s.staff.admin);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.now).toBe(NOW.toISOString());
    expect(data.exam).toMatchObject({ examId: s.exam.id, examSettingTime: 30, allowedSwitchScreenTimes: 2 });
    expect(data.exam.sessions.map((x: { sessionName: string }) => x.sessionName)).toEqual([
      'Morning',
      'Afternoon',
    ]);
    const byName = Object.fromEntries(
      data.candidates.map((row: { userName: string }) => [row.userName, row]),
    );
    expect(Object.keys(byName).sort()).toEqual(
      ['booked', 'graded', 'grading', 'member', 'running', 'submitted', s.visitor.identifyCode].sort(),
    );
    expect(byName.booked).toMatchObject({
      state: 'booked',
      examResultId: null,
      sessionName: 'Morning',
      appointmentId: s.appointment.id,
      key: `u${s.users.booked.id}`,
    });
    expect(byName.member).toMatchObject({ state: 'not_started', sessionId: null, appointmentId: null });
    // An emptied field is not answered: 'B' and the fill with one blank answered, the blank essay not.
    expect(byName.running).toMatchObject({
      state: 'in_progress',
      name: 'Real running',
      examResultId: s.attempts.runningAttempt.id,
      answered: 2,
      total: 6,
      lastSavedAt: new Date(NOW.getTime() - 60_000).toISOString(),
      secondsLeft: 20 * 60,
      switchScreenEvents: [
        new Date(NOW.getTime() - 5 * 60_000).toISOString(),
        new Date(NOW.getTime() - 4 * 60_000).toISOString(),
      ],
    });
    expect(byName.submitted).toMatchObject({
      state: 'submitted',
      secondsLeft: null,
      handInReason: 'candidate',
    });
    expect(byName.grading.state).toBe('grading');
    expect(byName.graded.state).toBe('graded');
    expect(byName[s.visitor.identifyCode]).toMatchObject({
      state: 'in_progress',
      userId: null,
      openCandidateId: s.visitor.id,
      key: `o${s.visitor.id}`,
      name: 'Visitor',
    });
    expect(data.summary).toEqual({
      total: 7,
      byState: { booked: 1, not_started: 1, in_progress: 2, submitted: 1, grading: 1, graded: 1 },
    });
  });

  it('gives the time a handed-in attempt had left when it ended, which reopen offers back (issue 40)', async () => {
    const response = await read(s.staff.admin);
    expect(response.statusCode, response.body).toBe(200);
    const left = Object.fromEntries(
      response
        .json()
        .data.candidates.map((row: { userName: string; secondsLeftAtHandIn: number | null }) => [
          row.userName,
          row.secondsLeftAtHandIn,
        ]),
    );
    // Handed in a minute ago with a deadline 20 minutes ahead.
    expect(left.submitted).toBe(21 * 60);
    expect(left.graded).toBe(21 * 60);
    expect([left.running, left.booked, left.member]).toEqual([null, null, null]);
  });

  it('gives a proctor of one session only that session and its candidates', async () => {
    const response = await read(s.staff.morningProctor);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.exam.sessions.map((x: { sessionName: string }) => x.sessionName)).toEqual(['Morning']);
    expect(data.candidates.map((row: { userName: string }) => row.userName).sort()).toEqual([
      'booked',
      'graded',
      'running',
    ]);
    expect((await read(s.staff.morningProctor, `?sessionId=${s.afternoon.id}`)).statusCode).toBe(404);
  });

  it('filters by session for a whole-exam proctor', async () => {
    const response = await read(s.staff.proctor, `?sessionId=${s.afternoon.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .data.candidates.map((row: { userName: string }) => row.userName)
        .sort(),
    ).toEqual(['grading', 'submitted']);
  });

  it('is 403 for a grader and 404 for a proctor of another exam', async () => {
    expect((await read(s.staff.grader)).statusCode).toBe(403);
    expect((await read(s.staff.otherProctor)).statusCode).toBe(404);
  });

  it('lists the exams each staff member may proctor', async () => {
    const list = async (user: { schoolId: string; id: number }) => {
      const response = await holder.app.getAs({ user: user as never }, `${BASE}/monitor/exams`);
      return {
        status: response.statusCode,
        ids: response.json().data?.list?.map((e: { examId: number }) => e.examId),
      };
    };
    expect(await list(s.staff.admin)).toEqual({ status: 200, ids: [s.otherExam.id, s.exam.id] });
    expect(await list(s.staff.morningProctor)).toEqual({ status: 200, ids: [s.exam.id] });
    expect(await list(s.staff.otherProctor)).toEqual({ status: 200, ids: [s.otherExam.id] });
    expect((await list(s.staff.grader)).status).toBe(403);
  });
});
