import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, redemptionCodes, sessions } from '../../db/schema';
import type { UserLike } from '../../test/build-app';
import type { Exam } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-01T08:00:00Z');
let clock = NOW;
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const FORM = { userName: '张三', schoolName: '示范学校', profession: '计算机', education: '本科' };

describe('appointments', () => {
  const given = useSchool({ clock: () => clock });
  let exam: Exam;
  let codeExam: Exam;
  const candidates = (count: number) => Promise.all(Array.from({ length: count }, () => given.newUser()));
  const book = (user: UserLike, body: Record<string, unknown>) =>
    given.app.postAs({ user }, '/api/iexam/reserve/student/v1/exams/save', {
      reserveType: 2,
      ...FORM,
      ...body,
    });

  /** The places a session has left, as stored. */
  const placesLeft = async (sessionId: number) =>
    (
      await given
        .db()
        .select()
        .from(sessions)
        .where(and(eq(sessions.schoolId, given.school.id), eq(sessions.id, sessionId)))
    )[0]?.remainderNum;

  beforeAll(async () => {
    exam = await given.newExam({ examAppointment: 1, organizeForm: 2 });
    codeExam = await given.newExam({
      examAppointment: 1,
      organizeForm: 2,
      isRedemptionCode: 1,
    });
  });

  it('200 concurrent bookings for 50 places: exactly 50 succeed and the places end at 0', async () => {
    clock = NOW;
    const session = await given.newSession(exam, { capacity: 50, remainderNum: 50 });
    const users = await candidates(200);
    const responses = await Promise.all(
      users.map((user) => book(user, { examId: exam.id, sessionId: session.id })),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(50);
    expect(codes.filter((code) => code === 5001)).toHaveLength(150);
    expect(await placesLeft(session.id)).toBe(0);
  });

  it('20 concurrent uses of one redemption code: exactly one succeeds, the rest get 5006', async () => {
    const session = await given.newSession(codeExam);
    await given
      .db()
      .insert(redemptionCodes)
      .values({ schoolId: given.school.id, examId: codeExam.id, code: 'ONE-CODE' });
    const users = await candidates(20);
    const responses = await Promise.all(
      users.map((user) =>
        book(user, { examId: codeExam.id, sessionId: session.id, redemptionCode: 'ONE-CODE' }),
      ),
    );
    const codes = responses.map((response) => response.json().code).sort();
    expect(codes).toEqual([200, ...Array(19).fill(5006)]);
  });

  it('wrong redemption codes are limited: after 5 from one candidate the 6th try is 429, even with a right code', async () => {
    const session = await given.newSession(codeExam, { capacity: 3, remainderNum: 3 });
    await given
      .db()
      .insert(redemptionCodes)
      .values({ schoolId: given.school.id, examId: codeExam.id, code: 'RIGHT-CODE' });
    const [user] = await candidates(1);
    const codes: number[] = [];
    for (let guess = 0; guess < 5; guess++) {
      const response = await book(user as UserLike, {
        examId: codeExam.id,
        sessionId: session.id,
        redemptionCode: `GUESS-${guess}`,
      });
      codes.push(response.json().code);
    }
    expect(codes).toEqual(Array(5).fill(5005));
    const sixth = await book(user as UserLike, {
      examId: codeExam.id,
      sessionId: session.id,
      redemptionCode: 'RIGHT-CODE',
    });
    expect(sixth.statusCode).toBe(429);
    // Another candidate of the class, from the same address, books with a right code of its own.
    const [classmate] = await candidates(1);
    await given
      .db()
      .insert(redemptionCodes)
      .values({ schoolId: given.school.id, examId: codeExam.id, code: 'CLASSMATE-CODE' });
    const booked = await book(classmate as UserLike, {
      examId: codeExam.id,
      sessionId: session.id,
      redemptionCode: 'CLASSMATE-CODE',
    });
    expect(booked.json().code).toBe(200);
  });

  it('an unknown redemption code is 5005 and takes no place', async () => {
    const session = await given.newSession(codeExam, { capacity: 3, remainderNum: 3 });
    const [user] = await candidates(1);
    const response = await book(user as UserLike, {
      examId: codeExam.id,
      sessionId: session.id,
      redemptionCode: 'NOPE',
    });
    expect(response.json()).toMatchObject({
      code: 5005,
      data: { reason: 'REDEMPTION_CODE_INVALID', field: 'redemptionCode' },
    });
    expect(await placesLeft(session.id)).toBe(3);
  });

  it('a second session of the same exam is refused with 5004', async () => {
    const [first, second] = [await given.newSession(exam), await given.newSession(exam)];
    const [user] = await candidates(1);
    expect((await book(user as UserLike, { examId: exam.id, sessionId: first.id })).json().code).toBe(200);
    expect((await book(user as UserLike, { examId: exam.id, sessionId: second.id })).json()).toMatchObject({
      code: 5004,
    });
  });

  it.each([
    { rule: 'one second before the booking window: 5002', now: -1, code: 5002 },
    { rule: 'at the window begin: booked', now: 0, code: 200 },
    { rule: 'one second before the window end: booked', now: 3599, code: 200 },
    { rule: 'at the window end: 5003', now: 3600, code: 5003 },
  ])('$rule', async ({ now, code }) => {
    const session = await given.newSession(exam, {
      appointmentOpenBeginTime: NOW,
      appointmentOpenEndTime: at(3600),
    });
    const [user] = await candidates(1);
    clock = at(now);
    expect((await book(user as UserLike, { examId: exam.id, sessionId: session.id })).json().code).toBe(code);
    clock = NOW;
  });

  it('a school-led booking user gets 5007 and nothing changes', async () => {
    const session = await given.newSession(exam, { capacity: 5, remainderNum: 5 });
    const user = await given.newUser({ isSchoolLedBooking: true });
    expect((await book(user, { examId: exam.id, sessionId: session.id })).json()).toMatchObject({
      code: 5007,
    });
  });

  it('a blank form field is a 400 whose message is the field placeholder key', async () => {
    const session = await given.newSession(exam);
    const [user] = await candidates(1);
    const response = await book(user as UserLike, {
      examId: exam.id,
      sessionId: session.id,
      schoolName: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      { path: 'schoolName', message: 'appointment.placeholder.schoolName' },
    ]);
  });

  it("a userId in the body that is not the candidate's own is refused", async () => {
    const session = await given.newSession(exam);
    const [user, other] = await candidates(2);
    const response = await book(user as UserLike, {
      examId: exam.id,
      sessionId: session.id,
      userId: other?.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().data).toMatchObject({ reason: 'FORBIDDEN', field: 'userId' });
  });

  it("the session list shows places and this candidate's state per session, filtered by session code", async () => {
    const listExam = await given.newExam({ examAppointment: 1, organizeForm: 2 });
    const mine = await given.newSession(listExam, {
      sessionCode: 'A',
      capacity: 2,
      remainderNum: 2,
      beginTime: at(10),
    });
    await given.newSession(listExam, {
      sessionCode: 'B',
      capacity: 1,
      remainderNum: 0,
      beginTime: at(20),
    });
    await given.newSession(listExam, {
      sessionCode: 'C',
      appointmentOpenBeginTime: at(60),
      beginTime: at(30),
    });
    const [user] = await candidates(1);
    await book(user as UserLike, { examId: listExam.id, sessionId: mine.id });
    const list = async (query = '') =>
      (
        await given.app.injectAs(
          { user: user as UserLike },
          { method: 'GET', url: `/api/iexam/reserve/student/v1/session/list/${listExam.id}${query}` },
        )
      ).json().data as {
        sessionCode: string;
        appointmentState: string;
        appointmentStatus: number;
        remainderNum: number;
      }[];
    expect(
      (await list()).map((row) => [
        row.sessionCode,
        row.appointmentState,
        row.appointmentStatus,
        row.remainderNum,
      ]),
    ).toEqual([
      ['A', 'booked', 1, 1],
      // One booking per candidate and exam: the others say so before any form (issue 17 defect 10).
      ['B', 'bookedElsewhere', 0, 0],
      ['C', 'bookedElsewhere', 0, null],
    ]);
    expect((await list('?sessionCode=B')).map((row) => [row.sessionCode, row.appointmentState])).toEqual([
      ['B', 'bookedElsewhere'],
    ]);
  });

  describe('cancel window (SPEC §5)', () => {
    const cancel = (user: UserLike, examId: number, sessionId: number) =>
      given.app.injectAs(
        { user },
        { method: 'PUT', url: `/api/iexam/reserve/student/v1/cancel/reserve/${examId}/${sessionId}` },
      );

    it.each([
      {
        rule: 'one second before the window: cancel time not arrived',
        now: -1,
        status: 409,
        message: 'cancel time not arrived',
      },
      { rule: 'at the window begin: cancelled', now: 0, status: 200 },
      { rule: 'one second after the begin: cancelled', now: 1, status: 200 },
      { rule: 'at the window end: cancelled', now: 600, status: 200 },
      {
        rule: 'one second after the end: cancel time passed',
        now: 601,
        status: 409,
        message: 'cancel time passed',
      },
    ])('$rule', async ({ now, status, message }) => {
      const session = await given.newSession(exam, {
        capacity: 2,
        remainderNum: 2,
        cancelAppointmentBeginTime: NOW,
        cancelAppointmentEndTime: at(600),
      });
      const [user] = await candidates(1);
      clock = at(-100);
      expect(
        (await book(user as UserLike, { examId: exam.id, sessionId: session.id })).json().data.remainderNum,
      ).toBe(1);
      clock = at(now);
      const response = await cancel(user as UserLike, exam.id, session.id);
      clock = NOW;
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().message).toBe(message);
      expect(await placesLeft(session.id)).toBe(status === 200 ? 2 : 1);
    });
  });

  it("a request for reserveType 1 (the school's booking) does not skip the personal fields: the server decides", async () => {
    clock = NOW;
    const session = await given.newSession(exam, { capacity: 5, remainderNum: 5 });
    const [user] = await candidates(1);
    if (!user) throw new Error('no candidate');
    const onlyType = await given.app.postAs({ user }, '/api/iexam/reserve/student/v1/exams/save', {
      examId: exam.id,
      sessionId: session.id,
      reserveType: 1,
    });
    expect(onlyType.statusCode).toBe(400);
    const booked = await book(user, { examId: exam.id, sessionId: session.id, reserveType: 1 });
    expect(booked.statusCode).toBe(200);
    const [row] = await given.db().select().from(appointments).where(eq(appointments.sessionId, session.id));
    expect(row?.reserveType).toBe(2);
  });
});
