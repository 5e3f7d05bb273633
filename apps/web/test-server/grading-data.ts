import { eq } from 'drizzle-orm';
import { answers, subjects } from '../../server/src/db/schema';
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
 * grade (one with markup and spacing that must show as written), and to another whose essay is worth 25 points, also
 * written by two: the score box's exactness (issue 40: 26 was saved as 25, 30 as 3).
 */
export async function createGradingData(app: TestApp, schoolId: string) {
  const db = app.database.db;
  // Private (no group): the web suite's candidates never see them in their lists.
  const exam = await createExam(db, schoolId, { examName: '阅卷测试考试', passScore: 5, isPublic: 0 });
  const exact = await createExam(db, schoolId, { examName: '精确评分考试', passScore: 5, isPublic: 0 });
  const grader = await createStaff(db, schoolId, 'grader', [{ examId: exam.id }, { examId: exact.id }], {
    userName: 'web-grader',
    realName: '阅卷老师',
  });
  const essaySubjectId = await createEssays(db, exam, [
    ['web-essayist-1', '<b>not bold</b>\n    indented line'],
    ['web-essayist-2', 'second essay'],
  ]);
  const exactSubjectId = await createEssays(db, exact, [
    ['web-essayist-3', 'an essay worth 25 points'],
    ['web-essayist-4', 'another essay worth 25 points'],
  ]);
  await db.update(subjects).set({ score: 25 }).where(eq(subjects.id, exactSubjectId));
  return {
    examId: exam.id,
    essaySubjectId,
    exact: { examId: exact.id, essaySubjectId: exactSubjectId },
    graderToken: await app.tokenFor({ user: grader }),
  };
}

/** A full paper of the exam and, per [userName, essay], a candidate's attempt whose essay waits for a grade. */
async function createEssays(
  db: TestApp['database']['db'],
  exam: Awaited<ReturnType<typeof createExam>>,
  essays: (readonly [string, string])[],
) {
  const { paper, subjectIds } = await createFullPaper(db, exam);
  const savedAt = new Date();
  for (const [userName, essay] of essays) {
    const candidate = await createUser(db, exam.schoolId, { userName });
    const attempt = await createAttempt(db, exam, {
      userId: candidate.id,
      paperId: paper.id,
      status: 'grading',
      isScoring: 1,
      score: 0,
      isPassed: null,
    });
    await db.insert(answers).values({
      schoolId: exam.schoolId,
      examResultId: attempt.id,
      subjectId: subjectIds.essay,
      answer: essay,
      seq: 1,
      savedAt,
    });
  }
  return subjectIds.essay;
}
