/// <reference path="./provided-context.d.ts" />
import type { ProvidedContext } from 'vitest';
import { appointments, redemptionCodes } from '../../server/src/db/schema';
import type { build } from '../../server/src/test/build-app';
import {
  createAttempt,
  createExam,
  createPaper,
  createSession,
  createUser,
} from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;

/** What the start-flow and booking page tests get from the real test server (see provided-context.d.ts). */
export type StartAndBookingContext = ProvidedContext['startAndBooking'];

/**
 * Exams for SPEC §4 start flow and appointment tests (docs/decisions/0014), each candidate on its own so that one
 * test's started attempt never turns another's start into the multiple-exam confirmation.
 */
export async function createStartAndBookingData(
  app: TestApp,
  schoolId: string,
): Promise<StartAndBookingContext> {
  const db = app.database.db;
  const now = Date.now();
  const hours = (n: number) => new Date(now + n * 3_600_000);
  const user = (userName: string, extra: { isSchoolLedBooking?: boolean } = {}) =>
    createUser(db, schoolId, { userName, realName: userName, ...extra });
  const running = { beginTime: hours(-1), endTime: hours(3) };

  const notice = await createExam(db, schoolId, {
    examName: '考试须知测试考试',
    ...running,
    isExamNotice: 1,
    examNotice: '开考后请关闭其他程序。',
    allowedSwitchScreenTimes: 3,
    isCompulsoryHandIn: 1,
  });
  const authCode = '135790';
  const authCodeExam = await createExam(db, schoolId, {
    examName: '授权码测试考试',
    ...running,
    authCodeFlag: 1,
    authCode,
  });
  const tipsOne = await createExam(db, schoolId, { examName: '另有考试进行中测试', ...running });
  const otherRunning = await createExam(db, schoolId, { examName: '正在作答的另一场考试', ...running });
  // The 'ready' state (verification required, 10 minutes to go) is made by start-flow.test.tsx when it runs: it lasts
  // only the 15 minutes before the start.
  for (const exam of [notice, authCodeExam, tipsOne, otherRunning]) await createPaper(db, exam);

  const starter = await user('web-starter');
  const authStarter = await user('web-auth-starter');
  const busy = await user('web-busy');
  await createAttempt(db, otherRunning, {
    userId: busy.id,
    status: 'in_progress',
    startAnswerTime: hours(-0.5),
    deadline: hours(2),
    submittedAt: null,
    score: null,
    isPassed: null,
  });
  const refused = await user('web-refused');

  const booking = await createExam(db, schoolId, {
    examName: '预约测试考试',
    organizeForm: 2,
    examAppointment: 1,
    isRedemptionCode: 1,
    beginTime: hours(24),
    endTime: hours(24 * 10),
  });
  const redemptionCode = 'WEB-CODE-0001';
  await db.insert(redemptionCodes).values(
    [redemptionCode, 'WEB-CODE-0002', 'WEB-CODE-0003'].map((code) => ({
      schoolId,
      examId: booking.id,
      code,
    })),
  );
  const window = { appointmentOpenBeginTime: hours(-24), appointmentOpenEndTime: hours(24) };
  const open = await createSession(db, booking, {
    sessionName: '上午场',
    beginTime: hours(48),
    endTime: hours(50),
    capacity: 10,
    remainderNum: 10,
    ...window,
    cancelAppointmentBeginTime: hours(-24),
    cancelAppointmentEndTime: hours(24),
  });
  const cancelPassed = await createSession(db, booking, {
    sessionName: '下午场',
    beginTime: hours(72),
    endTime: hours(74),
    capacity: 5,
    remainderNum: 4,
    ...window,
    cancelAppointmentBeginTime: hours(-24),
    cancelAppointmentEndTime: hours(-1),
  });
  const booker = await user('web-booker');
  const lateBooker = await user('web-late-booker');
  await db.insert(appointments).values({
    schoolId,
    examId: booking.id,
    sessionId: cancelPassed.id,
    userId: lateBooker.id,
    reserveType: 2,
    userName: 'web-late-booker',
    schoolName: '网页测试学校',
    profession: '计算机',
    education: '本科',
  });
  const schoolLed = await user('web-school-led', { isSchoolLedBooking: true });

  const tokenOf = (who: typeof starter) => app.tokenFor({ user: who });
  return {
    tokens: {
      starter: await tokenOf(starter),
      authStarter: await tokenOf(authStarter),
      busy: await tokenOf(busy),
      refused: await tokenOf(refused),
      booker: await tokenOf(booker),
      lateBooker: await tokenOf(lateBooker),
      schoolLed: await tokenOf(schoolLed),
    },
    exams: {
      notice: notice.id,
      authCode: authCodeExam.id,
      tipsOne: tipsOne.id,
      booking: booking.id,
    },
    sessions: { open: open.id, cancelPassed: cancelPassed.id },
    authCode,
    redemptionCode,
  };
}
