import type { Db } from '../../db/client';
import { answers, appointments, switchScreenEvents } from '../../db/schema';
import {
  createAttempt,
  createExam,
  createFullPaper,
  createGroup,
  createOpenCandidate,
  createSchool,
  createSession,
  createStaff,
  createUser,
} from '../../test/factories';

export const NOW = new Date('2026-06-01T08:00:00Z');
const minutesFrom = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/**
 * A school with one exam of two sessions and a candidate in each monitor state: booked, in the exam's group only,
 * running (with answers and leaves), submitted, grading, graded, and an open-link visitor; staff of each kind.
 */
export async function seedMonitorSchool(db: Db) {
  const school = await createSchool(db);
  const schoolId = school.id;
  const user = (userName: string) => createUser(db, schoolId, { userName, realName: `Real ${userName}` });
  const booked = await user('booked');
  const member = await user('member');
  const running = await user('running');
  const submitted = await user('submitted');
  const grading = await user('grading');
  const graded = await user('graded');
  const group = await createGroup(db, schoolId, [member.id]);
  const exam = await createExam(db, schoolId, {
    examSettingTime: 30,
    allowedSwitchScreenTimes: 2,
    isCompulsoryHandIn: 1,
    organizeForm: 2,
    groupIds: [group.id],
  });
  const morning = await createSession(db, exam, { sessionName: 'Morning', capacity: 10, remainderNum: 9 });
  const afternoon = await createSession(db, exam, { sessionName: 'Afternoon', capacity: 1, remainderNum: 1 });
  const otherExam = await createExam(db, schoolId);
  const [appointment] = await db
    .insert(appointments)
    .values({ schoolId, examId: exam.id, sessionId: morning.id, userId: booked.id, reserveType: 2 })
    .returning();
  const { paper, subjectIds } = await createFullPaper(db, exam);
  const attempt = (
    userId: number,
    status: 'in_progress' | 'submitted' | 'grading' | 'graded',
    sessionId: number,
  ) =>
    createAttempt(db, exam, {
      userId,
      sessionId,
      paperId: paper.id,
      status,
      startAnswerTime: minutesFrom(-10),
      deadline: minutesFrom(20),
      ...(status === 'in_progress'
        ? { submittedAt: null, score: null, isPassed: null }
        : { submittedAt: minutesFrom(-1), handInReason: 'candidate' as const }),
    });
  const runningAttempt = await attempt(running.id, 'in_progress', morning.id);
  await db.insert(answers).values([
    {
      schoolId,
      examResultId: runningAttempt.id,
      subjectId: subjectIds.single,
      answer: 'B',
      seq: 1,
      savedAt: minutesFrom(-3),
    },
    {
      schoolId,
      examResultId: runningAttempt.id,
      subjectId: subjectIds.fill,
      answer: [['42'], ['']],
      seq: 2,
      savedAt: minutesFrom(-2),
    },
    {
      schoolId,
      examResultId: runningAttempt.id,
      subjectId: subjectIds.essay,
      answer: '  ',
      seq: 3,
      savedAt: minutesFrom(-1),
    },
  ]);
  await db.insert(switchScreenEvents).values(
    [-5, -4].map((m) => ({
      schoolId,
      examResultId: runningAttempt.id,
      eventType: 'hidden',
      occurredAt: minutesFrom(m),
    })),
  );
  const submittedAttempt = await attempt(submitted.id, 'submitted', afternoon.id);
  const gradingAttempt = await attempt(grading.id, 'grading', afternoon.id);
  const gradedAttempt = await attempt(graded.id, 'graded', morning.id);
  const visitor = await createOpenCandidate(db, exam, { name: 'Visitor' });
  const visitorAttempt = await createAttempt(db, exam, {
    openCandidateId: visitor.id,
    paperId: paper.id,
    status: 'in_progress',
    startAnswerTime: minutesFrom(-10),
    deadline: minutesFrom(20),
    submittedAt: null,
    score: null,
    isPassed: null,
  });
  const admin = await createUser(db, schoolId, { role: 'exam_admin' });
  const proctor = await createStaff(db, schoolId, 'proctor', [{ examId: exam.id }]);
  const morningProctor = await createStaff(db, schoolId, 'proctor', [
    { examId: exam.id, sessionId: morning.id },
  ]);
  const otherProctor = await createStaff(db, schoolId, 'proctor', [{ examId: otherExam.id }]);
  const grader = await createStaff(db, schoolId, 'grader', [{ examId: exam.id }]);
  return {
    schoolId,
    exam,
    otherExam,
    morning,
    afternoon,
    appointment: appointment as typeof appointments.$inferSelect,
    users: { booked, member, running, submitted, grading, graded },
    visitor,
    attempts: { runningAttempt, submittedAttempt, gradingAttempt, gradedAttempt, visitorAttempt },
    staff: { admin, proctor, morningProctor, otherProctor, grader },
  };
}

export type MonitorSchool = Awaited<ReturnType<typeof seedMonitorSchool>>;
