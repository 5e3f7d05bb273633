import type { build } from '../../server/src/test/build-app';
import { createExam, createFullPaper, createUser } from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;

/**
 * SPEC §4 preview: an exam with everything the start flow would ask a candidate (a notice with switch-screen
 * configured, an authorization code), so the preview tests show that none of it is asked of staff. It starts
 * tomorrow: staff preview before candidates may start, so the candidate's start rules do not hold the preview back.
 */
export async function createPreviewData(app: TestApp, schoolId: string) {
  const db = app.database.db;
  const now = Date.now();
  const admin = await createUser(db, schoolId, {
    userName: 'web-admin',
    realName: '考务',
    role: 'exam_admin',
  });
  const candidate = await createUser(db, schoolId, { userName: 'web-previewer', realName: 'web-previewer' });
  const exam = await createExam(db, schoolId, {
    examName: '预览测试考试',
    beginTime: new Date(now + 24 * 3_600_000),
    endTime: new Date(now + 27 * 3_600_000),
    examSettingTime: 50,
    isExamNotice: 1,
    examNotice: '请独立完成。',
    allowedSwitchScreenTimes: 3,
    authCodeFlag: 1,
    authCode: '112233',
  });
  await createFullPaper(db, exam);
  return {
    examId: exam.id,
    adminToken: await app.tokenFor({ user: admin }),
    candidateToken: await app.tokenFor({ user: candidate }),
  };
}
