import { answers } from '../../server/src/db/schema';
import type { build } from '../../server/src/test/build-app';
import {
  createAttempt,
  createExam,
  createFullPaper,
  createStaff,
  createUser,
} from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;

/**
 * The grading screen (issue 21): a grader assigned to an exam whose two candidates wrote essays that wait for a
 * grade (one with markup and spacing that must show as written).
 */
export async function createGradingData(app: TestApp, schoolId: string) {
  const db = app.database.db;
  // Private (no group): the web suite's candidates never see it in their lists.
  const exam = await createExam(db, schoolId, { examName: '阅卷测试考试', passScore: 5, isPublic: 0 });
  const { paper, subjectIds } = await createFullPaper(db, exam);
  const grader = await createStaff(db, schoolId, 'grader', [{ examId: exam.id }], {
    userName: 'web-grader',
    realName: '阅卷老师',
  });
  const savedAt = new Date();
  for (const [userName, essay] of [
    ['web-essayist-1', '<b>not bold</b>\n    indented line'],
    ['web-essayist-2', 'second essay'],
  ] as const) {
    const candidate = await createUser(db, schoolId, { userName });
    const attempt = await createAttempt(db, exam, {
      userId: candidate.id,
      paperId: paper.id,
      status: 'grading',
      isScoring: 1,
      score: 0,
      isPassed: null,
    });
    await db.insert(answers).values({
      schoolId,
      examResultId: attempt.id,
      subjectId: subjectIds.essay,
      answer: essay,
      seq: 1,
      savedAt,
    });
  }
  return {
    examId: exam.id,
    essaySubjectId: subjectIds.essay,
    graderToken: await app.tokenFor({ user: grader }),
  };
}
