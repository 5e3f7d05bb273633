/// <reference path="./provided-context.d.ts" />
import type { ProvidedContext } from 'vitest';
import { courses, examCourses, examRules } from '../../server/src/db/schema';
import { build } from '../../server/src/test/build-app';
import {
  createAttempt,
  createExam,
  createOpenCandidate,
  createSchool,
  createUser,
} from '../../server/src/test/factories';
import { acquireTestPostgres } from '../../server/src/test/test-postgres';
import { createAnswerPageData } from './answer-page-data';
import { createGradingData } from './grading-data';
import { createMonitorData } from './monitor-data';
import { createOpenLinkData } from './open-link-data';
import { createPreviewData } from './preview-data';
import { createResultPageData } from './result-page-data';
import { createStartAndBookingData } from './start-and-booking-data';

export interface SeededServer {
  provided: ProvidedContext;
  close(): Promise<void>;
}

/**
 * Page tests talk to the real server (STYLE.md 4: no mocked APIs): one app on a PostgreSQL database of its own for
 * the web suite, with a school, a candidate and exams in each state the portal shows. Run in a child process of its
 * own (serve.ts), so the server's work never waits on Vitest's main process or holds it up.
 */
export async function seedWebTestServer(): Promise<SeededServer> {
  const releasePostgres = await acquireTestPostgres();
  const app = await build();
  const db = app.database.db;
  const now = Date.now();
  const hours = (n: number) => new Date(now + n * 3_600_000);
  const school = await createSchool(db, {
    id: 'web-test',
    name: '网页测试学校',
    antiCheatingSwitch: true,
    studyCentreUrl: '/studyCenter/web-test',
    courseUrl: 'https://lms.example/course/{courseId}',
  });
  const candidate = await createUser(db, school.id, { userName: 'webstudent', realName: '李四' });
  await createExam(db, school.id, {
    examName: '正在进行的考试',
    beginTime: hours(-1),
    endTime: hours(2),
    cover: '/covers/running.png',
  });
  await createExam(db, school.id, { examName: '已经结束的考试', beginTime: hours(-48), endTime: hours(-47) });
  // The exam information page: an exam with an introduction, a notice, a contact block and a past attempt.
  const infoExam = await createExam(db, school.id, {
    examName: '考试详情页测试考试',
    cover: '/covers/info.png?v=2',
    beginTime: hours(-1),
    endTime: hours(3),
    examSettingTime: 45,
    paperScore: 100,
    passScore: 60,
    isExamNotice: 1,
    examNotice: '请独立完成考试。',
    examIntroduction:
      '<p>本考试共 <strong>45 分钟</strong>。</p><script>window.__introScriptRan = true</script>',
    contactContext: '考务办公室 010-6000 0000',
    isRelation: 1,
  });
  await db.insert(examRules).values({ schoolId: school.id, examId: infoExam.id, ruleType: 1, ruleValue: 3 });
  const [course] = await db
    .insert(courses)
    .values({ schoolId: school.id, key: 'course-java', courseId: 1001, title: 'Java 基础', learnCnt: 1280 })
    .returning();
  if (!course) throw new Error('the course was not created');
  await db
    .insert(examCourses)
    .values({ schoolId: school.id, examId: infoExam.id, courseId: course.id, position: 1 });
  await createAttempt(db, infoExam, {
    userId: candidate.id,
    startAnswerTime: new Date('2026-03-01T17:30:00Z'),
    score: 82,
    isPassed: true,
  });
  const privateExam = await createExam(db, school.id, {
    examName: '二班专属考试',
    isPublic: 0,
    beginTime: hours(-1),
    endTime: hours(3),
  });
  const deletedExam = await createExam(db, school.id, {
    examName: '已删除的考试',
    beginTime: hours(-1),
    endTime: hours(3),
    deletedAt: hours(-2),
  });
  // Mails certificates (isPush 1): the mailbox bind modal's exam.
  const pushExam = await createExam(db, school.id, {
    examName: '证书考试',
    isPush: 1,
    beginTime: hours(-1),
    endTime: hours(3),
  });
  const openExam = await createExam(db, school.id, {
    examName: '免登录考试',
    isAllowNologin: '1',
    beginTime: hours(-1),
    endTime: hours(3),
  });
  // Checked and the notice accepted: the open page shows the exam itself (the steps before it: open-link-data.ts).
  const openCandidate = await createOpenCandidate(db, openExam, {
    identifyCode: 'WEB-OPEN-1',
    isChecked: true,
    confirmNotice: 1,
  });
  const answerPage = await createAnswerPageData(app, school.id);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const provided: ProvidedContext = {
    apiUrl: address,
    schoolId: school.id,
    candidateToken: await app.tokenFor({ user: candidate }),
    examIds: {
      info: infoExam.id,
      private: privateExam.id,
      deleted: deletedExam.id,
      open: openExam.id,
      push: pushExam.id,
    },
    openIdentifyCode: openCandidate.identifyCode,
    startAndBooking: await createStartAndBookingData(app, school.id),
    answerPage: answerPage,
    openLink: await createOpenLinkData(app, school.id),
    resultPage: await createResultPageData(app, school.id),
    preview: await createPreviewData(app, school.id),
    monitor: await createMonitorData(app, school.id),
    grading: await createGradingData(app, school.id),
  };
  return {
    provided,
    close: async () => {
      await app.close();
      await releasePostgres();
    },
  };
}
