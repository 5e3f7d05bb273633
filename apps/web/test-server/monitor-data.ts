import { appointments } from '../../server/src/db/schema';
import type { build } from '../../server/src/test/build-app';
import {
  type AttemptFields,
  createAttempt,
  createExam,
  createFullPaper,
  createSession,
  createStaff,
  createUser,
} from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;

/**
 * The live monitor (issue 21): an exam with a running candidate, a booked one and one who handed in with 18 minutes
 * left, and its proctor.
 */
export async function createMonitorData(app: TestApp, schoolId: string) {
  const db = app.database.db;
  const now = Date.now();
  const exam = await createExam(db, schoolId, {
    examName: 'Monitored exam',
    // Private and without groups: no candidate list of the other page tests shows it.
    isPublic: 0,
    examSettingTime: 30,
    allowedSwitchScreenTimes: 2,
    isCompulsoryHandIn: 1,
  });
  const session = await createSession(db, exam, { sessionName: 'Morning', capacity: 5, remainderNum: 4 });
  const { paper } = await createFullPaper(db, exam);
  const running = await createUser(db, schoolId, {
    userName: 'monitor-running',
    realName: 'Running Candidate',
  });
  const booked = await createUser(db, schoolId, { userName: 'monitor-booked', realName: 'Booked Candidate' });
  const handedIn = await createUser(db, schoolId, {
    userName: 'monitor-handed-in',
    realName: 'Handed-in Candidate',
  });
  const minutesFromNow = (minutes: number) => new Date(now + minutes * 60_000);
  const attemptOf = (userId: number, fields: Omit<AttemptFields, 'userId'>) =>
    createAttempt(db, exam, { userId, sessionId: session.id, paperId: paper.id, ...fields });
  await attemptOf(running.id, {
    status: 'in_progress',
    startAnswerTime: minutesFromNow(-10),
    deadline: minutesFromNow(50),
    submittedAt: null,
    score: null,
    isPassed: null,
    switchScreenTimes: 1,
  });
  // Handed in 8 minutes before a deadline 10 minutes ahead: 18 minutes were left.
  await attemptOf(handedIn.id, {
    status: 'submitted',
    startAnswerTime: minutesFromNow(-20),
    deadline: minutesFromNow(10),
    submittedAt: minutesFromNow(-8),
    handInReason: 'candidate',
  });
  await db
    .insert(appointments)
    .values({ schoolId, examId: exam.id, sessionId: session.id, userId: booked.id, reserveType: 2 });
  const proctor = await createStaff(db, schoolId, 'proctor', [{ examId: exam.id }], {
    userName: 'web-proctor',
  });
  return { examId: exam.id, proctorToken: await app.tokenFor({ user: proctor }) };
}
