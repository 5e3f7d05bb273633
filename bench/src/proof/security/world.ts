import { eq } from 'drizzle-orm';
import { answers, subjects } from '../../../../apps/server/src/db/schema';
import type { TestApp } from '../../../../apps/server/src/test/build-app';
import {
  createAttempt,
  createExam,
  createFullPaper,
  createGroup,
  createOpenCandidate,
  createSchool,
  createSession,
  createUser,
} from '../../../../apps/server/src/test/factories';
import { call } from '../proof-app';

/** Every question of a paper titled with the mark: whoever may not see the paper must never see it. */
async function markQuestions(db: TestApp['database']['db'], paperId: number, mark: string) {
  await db
    .update(subjects)
    .set({ subjectTitle: `${mark}-question` })
    .where(eq(subjects.paperId, paperId));
}

/** What a principal owns, each marked with its own secret text, so a leak of it is found by a substring. */
export interface Holdings {
  mark: string;
  schoolId: string;
  /** The attempt running on the school's public exam (started through the API, an essay answer saved). */
  runningAttemptId: number;
  /** A graded attempt with an essay answer. */
  gradedAttemptId: number;
  gradedExamId: number;
  publicExamId: number;
  sessionId: number;
  subjectId: number;
}

export type User = Awaited<ReturnType<typeof createUser>>;
export type Visitor = Awaited<ReturnType<typeof createOpenCandidate>>;

export interface World {
  schoolA: string;
  schoolB: string;
  alice: User;
  mallory: User;
  adminA: User;
  bob: User;
  adminB: User;
  holdings: Map<User, Holdings>;
  /** Private to a group only alice is in; its questions carry its mark. */
  privateExamId: number;
  privateMark: string;
  /** Two open-link exams of school A, a visitor each; the second's name, questions and visitor carry its mark. */
  openExam1: number;
  openExam2: number;
  visitor1: Visitor;
  visitor2: Visitor;
  openMark2: string;
  schoolBMark: string;
}

const CLIENT = 'proof-client-1';

/** What `user` holds in the world (their attempts, exam, session, subject). */
export function holdingsOf(world: World, user: User): Holdings {
  const holdings = world.holdings.get(user);
  if (!holdings) throw new Error('world: holdings missing');
  return holdings;
}

/** The route values that name `holdings` (as `userId`), the way their owner's own requests name them. */
export function valuesNaming(holdings: Holdings, userId: number): Record<string, unknown> {
  return {
    schoolId: holdings.schoolId,
    tenant_id: holdings.schoolId,
    examId: holdings.publicExamId,
    sessionId: holdings.sessionId,
    examResultId: holdings.runningAttemptId,
    subjectId: holdings.subjectId,
    userId,
    clientId: CLIENT,
  };
}

async function startAndAnswer(
  url: string,
  token: string,
  schoolId: string,
  examId: number,
  subjectId: number,
  mark: string,
) {
  const started = await call(url, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
    token,
    tenant: schoolId,
    json: { examId, clientId: CLIENT },
  });
  const examResultId = Number(started.body?.data?.examResultId);
  if (!examResultId) throw new Error(`world: start failed: ${started.status} ${started.text}`);
  const saved = await call(url, 'POST', '/api/iexam/useranswer/v1/answer', {
    token,
    tenant: schoolId,
    json: { examResultId, clientId: CLIENT, answers: [{ subjectId, answer: `${mark}-answer`, seq: 1 }] },
  });
  if (saved.status !== 200) throw new Error(`world: save failed: ${saved.status} ${saved.text}`);
  return examResultId;
}

/**
 * Two schools. In A: alice (the victim), mallory (the attacker), an exam admin; a public exam each candidate is
 * answering, a graded exam, an exam private to alice's group, two open-link exams with a visitor each. In B: bob
 * and an admin with the same. Every private thing carries its owner's mark.
 */
export async function buildWorld(app: TestApp, url: string): Promise<World> {
  const db = app.database.db;
  const schoolBMark = 'SECRET-B';
  const a = await createSchool(db, { name: 'Proof school A' });
  const b = await createSchool(db, { name: 'Proof school B' });
  const alice = await createUser(db, a.id, { realName: 'SECRET-alice', userName: 'alice' });
  const mallory = await createUser(db, a.id, { realName: 'SECRET-mallory', userName: 'mallory' });
  const adminA = await createUser(db, a.id, { role: 'exam_admin', userName: 'admin-a' });
  const bob = await createUser(db, b.id, { realName: `${schoolBMark}-bob`, userName: 'bob' });
  const adminB = await createUser(db, b.id, { role: 'exam_admin', userName: 'admin-b' });

  const examsOf = new Map<
    string,
    {
      publicExamId: number;
      gradedExamId: number;
      sessionId: number;
      subjectId: number;
      gradedPaperId: number;
      gradedSubjectId: number;
    }
  >();
  for (const [schoolId, prefix] of [
    [a.id, 'A'],
    [b.id, schoolBMark],
  ] as const) {
    const publicExam = await createExam(db, schoolId, {
      examName: schoolId === b.id ? `${schoolBMark}-exam` : 'Public exam of A',
      examSettingTime: 600,
      beginTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(Date.now() + 86_400_000),
    });
    const paper = await createFullPaper(db, publicExam);
    const session = await createSession(db, publicExam, { sessionName: `${prefix} session` });
    const gradedExam = await createExam(db, schoolId, { examName: `${prefix} graded exam` });
    const gradedPaper = await createFullPaper(db, gradedExam);
    examsOf.set(schoolId, {
      publicExamId: publicExam.id,
      gradedExamId: gradedExam.id,
      sessionId: session.id,
      subjectId: paper.subjectIds.essay,
      gradedPaperId: gradedPaper.paper.id,
      gradedSubjectId: gradedPaper.subjectIds.essay,
    });
  }

  const holdings = new Map<User, Holdings>();
  for (const user of [alice, mallory, bob]) {
    const exams = examsOf.get(user.schoolId);
    if (!exams) throw new Error('world: exams missing');
    const mark = user.realName;
    const token = await app.tokenFor({ user });
    const runningAttemptId = await startAndAnswer(
      url,
      token,
      user.schoolId,
      exams.publicExamId,
      exams.subjectId,
      mark,
    );
    const gradedAttempt = await createAttempt(
      db,
      { schoolId: user.schoolId, id: exams.gradedExamId },
      { userId: user.id, paperId: exams.gradedPaperId },
    );
    await db.insert(answers).values({
      schoolId: user.schoolId,
      examResultId: gradedAttempt.id,
      subjectId: exams.gradedSubjectId,
      answer: `${mark}-graded-answer`,
      seq: 1,
      savedAt: new Date(),
    });
    holdings.set(user, {
      mark,
      schoolId: user.schoolId,
      runningAttemptId,
      gradedAttemptId: gradedAttempt.id,
      gradedExamId: exams.gradedExamId,
      publicExamId: exams.publicExamId,
      sessionId: exams.sessionId,
      subjectId: exams.subjectId,
    });
  }

  const privateMark = 'SECRET-private';
  const group = await createGroup(db, a.id, [alice.id]);
  // A private exam's name and introduction are shown to everyone of the school (SPEC §5: its start button is
  // disabled for those not invited); its questions are not.
  const privateExam = await createExam(db, a.id, {
    examName: 'Private exam',
    isPublic: 0,
    groupIds: [group.id],
  });
  await markQuestions(db, (await createFullPaper(db, privateExam)).paper.id, privateMark);

  const openMark2 = 'SECRET-open2';
  // Open entry on: the visitors below come through open links, which an exam without it refuses (issue 35).
  const openExam1 = await createExam(db, a.id, { examName: 'Open exam 1', isPublic: 0, isAllowNologin: '1' });
  const openExam2 = await createExam(db, a.id, {
    examName: `${openMark2}-exam`,
    examIntroduction: `${openMark2}-introduction`,
    isPublic: 0,
    isAllowNologin: '1',
  });
  await createFullPaper(db, openExam1);
  await markQuestions(db, (await createFullPaper(db, openExam2)).paper.id, openMark2);
  const visitor1 = await createOpenCandidate(db, openExam1, {
    name: 'Visitor one',
    isChecked: true,
    confirmNotice: 1,
  });
  const visitor2 = await createOpenCandidate(db, openExam2, {
    name: `${openMark2}-visitor`,
    contact: `${openMark2}-contact`,
    isChecked: true,
    confirmNotice: 1,
  });

  return {
    schoolA: a.id,
    schoolB: b.id,
    alice,
    mallory,
    adminA,
    bob,
    adminB,
    holdings,
    privateExamId: privateExam.id,
    privateMark,
    openExam1: openExam1.id,
    openExam2: openExam2.id,
    visitor1,
    visitor2,
    openMark2,
    schoolBMark,
  };
}
