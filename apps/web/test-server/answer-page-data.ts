/// <reference path="./provided-context.d.ts" />
import type { ProvidedContext } from 'vitest';
import type { build } from '../../server/src/test/build-app';
import {
  createAttempt,
  createExam,
  createFullPaper,
  createPaper,
  createUser,
} from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;

/** Running attempts of the answer page tests, one per test that changes its attempt. */
export const RUNNING_ATTEMPTS = [
  'engineSync',
  'engineTakeOver',
  'engineOffline',
  'pageAnswer',
  'pageHandIn',
  'pageClock',
  'pageTakeOver',
  'pageServerRead',
  'pageEnglish',
  'pageStaff',
  'pageLastSecond',
] as const;

export type AnswerPageData = ProvidedContext['answerPage'];

/**
 * The answer page (examContent) against the real server, for a candidate of its own (so its running attempts never
 * meet the start-flow tests' "another exam in progress"): one exam with a full paper (a question of each type) per
 * running attempt (one open attempt per exam), a graded attempt, an exam with a commitment letter, and one that
 * hands in on the first switch.
 */
export async function createAnswerPageData(app: TestApp, schoolId: string): Promise<AnswerPageData> {
  const db = app.database.db;
  const user = await createUser(db, schoolId, { userName: 'answerstudent', realName: '王答题' });
  const now = Date.now();
  const window = { beginTime: new Date(now - 3_600_000), endTime: new Date(now + 6 * 3_600_000) };
  const running = {
    userId: user.id,
    status: 'in_progress',
    startAnswerTime: new Date(now - 60_000),
    deadline: new Date(now + 2 * 3_600_000),
    submittedAt: null,
    score: null,
    isPassed: null,
  } as const;

  const attempts: Partial<AnswerPageData['attempts']> = {};
  let subjectIds: AnswerPageData['subjectIds'] | undefined;
  let examId = 0;
  for (const name of RUNNING_ATTEMPTS) {
    const exam = await createExam(db, schoolId, {
      examName: '答题页测试考试',
      examSettingTime: 120,
      ...window,
    });
    const full = await createFullPaper(db, exam);
    attempts[name] = (await createAttempt(db, exam, { ...running, paperId: full.paper.id })).id;
    if (name === 'pageAnswer') {
      subjectIds = full.subjectIds;
      examId = exam.id;
    }
  }
  const gradedExam = await createExam(db, schoolId, { examName: '已出成绩的考试', ...window });
  attempts.graded = (
    await createAttempt(db, gradedExam, { userId: user.id, status: 'graded', score: 48, isPassed: true })
  ).id;

  const letterExam = await createExam(db, schoolId, {
    examName: '承诺书考试',
    isCommitmentLetter: 1,
    examCommitmentLetter: '本人承诺独立完成本次考试。',
    ...window,
  });
  attempts.letter = (await createAttempt(db, letterExam, { ...running })).id;

  /** A running attempt on an exam with a leave limit, handing in beyond it, on a paper of its own. */
  const withLeaveLimit = async (examName: string, allowedSwitchScreenTimes: number) => {
    const exam = await createExam(db, schoolId, {
      examName,
      allowedSwitchScreenTimes,
      isCompulsoryHandIn: 1,
      ...window,
    });
    const paper = await createPaper(db, exam);
    return (await createAttempt(db, exam, { ...running, paperId: paper.id })).id;
  };
  attempts.switching = await withLeaveLimit('切屏即交卷考试', 0);
  attempts.lastLeave = await withLeaveLimit('允许离开一次的考试', 1);

  if (!subjectIds) throw new Error('the answer page exam was not created');
  return {
    token: await app.tokenFor({ user }),
    databaseUrl: app.database.url,
    examId,
    subjectIds,
    attempts: attempts as AnswerPageData['attempts'],
  };
}
