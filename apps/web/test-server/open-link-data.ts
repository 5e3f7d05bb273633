/// <reference path="./provided-context.d.ts" />
import type { ProvidedContext } from 'vitest';
import type { build } from '../../server/src/test/build-app';
import { createExam, createOpenCandidate, createPaper } from '../../server/src/test/factories';

type TestApp = Awaited<ReturnType<typeof build>>;

/** What the open-link page tests get from the real test server (see provided-context.d.ts). */
export type OpenLinkContext = ProvidedContext['openLink'];

/**
 * Issue 7 open-link visitors: an open exam with a paper and one identity per test (each test changes its
 * identity's state: checked, confirmation answered, attempt started), and an exam with a shared exam code.
 */
export async function createOpenLinkData(app: TestApp, schoolId: string): Promise<OpenLinkContext> {
  const db = app.database.db;
  const now = Date.now();
  const hours = (n: number) => new Date(now + n * 3_600_000);
  const running = { isAllowNologin: '1', beginTime: hours(-1), endTime: hours(3) };
  const exam = await createExam(db, schoolId, {
    examName: '免登录笔试',
    ...running,
    examNotice: '考试期间请保持摄像头开启。',
  });
  await createPaper(db, exam);
  const identity = (identifyCode: string, fields: Parameters<typeof createOpenCandidate>[2] = {}) =>
    createOpenCandidate(db, exam, { identifyCode, name: '王小明', contact: '13800001234', ...fields });
  await identity('WEB-OL-START', { isChecked: true, confirmNotice: 1 });
  await identity('WEB-OL-ACCEPT', { isChecked: true });
  await identity('WEB-OL-REJECT', { isChecked: true });
  await identity('WEB-OL-UNCHECKED', { name: '钱七', contact: '13700002222' });
  await identity('WEB-OL-REFUSED', { userStatus: 2, userStatusDesc: '资格审核未通过' });

  const commonExam = await createExam(db, schoolId, {
    examName: '口令考试',
    ...running,
    openCommonCode: 'JOIN-2026',
  });
  await createPaper(db, commonExam);
  return {
    examId: exam.id,
    commonExamId: commonExam.id,
    commonCode: 'JOIN-2026',
    codes: {
      start: 'WEB-OL-START',
      accept: 'WEB-OL-ACCEPT',
      reject: 'WEB-OL-REJECT',
      unchecked: 'WEB-OL-UNCHECKED',
      refused: 'WEB-OL-REFUSED',
    },
  };
}
