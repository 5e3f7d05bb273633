import { appointments } from '../../server/src/db/schema';
import type { build } from '../../server/src/test/build-app';
import {
  createAttempt,
  createExam,
  createFullPaper,
  createSession,
  createStaff,
  createUser,
} from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;

/** The live monitor (issue 21): an exam with a running candidate and a booked one, and its proctor. */
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
  await createAttempt(db, exam, {
    userId: running.id,
    sessionId: session.id,
    paperId: paper.id,
    status: 'in_progress',
    startAnswerTime: new Date(now - 10 * 60_000),
    deadline: new Date(now + 50 * 60_000),
    submittedAt: null,
    score: null,
    isPassed: null,
    switchScreenTimes: 1,
  });
  await db
    .insert(appointments)
    .values({ schoolId, examId: exam.id, sessionId: session.id, userId: booked.id, reserveType: 2 });
  const proctor = await createStaff(db, schoolId, 'proctor', [{ examId: exam.id }], {
    userName: 'web-proctor',
  });
  return { examId: exam.id, proctorToken: await app.tokenFor({ user: proctor }) };
}
