/// <reference path="./provided-context.d.ts" />
import type { TestProject } from 'vitest/node';
import { build } from '../../server/src/test/build-app';
import { createExam, createSchool, createUser } from '../../server/src/test/factories';

/**
 * Page tests talk to the real server (STYLE.md 4: no mocked APIs): one app on an in-memory PGlite for the web
 * suite, with a school, a candidate and exams in each state the portal shows.
 */
export default async function setup(project: TestProject) {
  const app = await build();
  const db = app.database.db;
  const now = Date.now();
  const hours = (n: number) => new Date(now + n * 3_600_000);
  const school = await createSchool(db, { id: 'web-test', name: '网页测试学校' });
  const candidate = await createUser(db, school.id, { userName: 'webstudent', realName: '李四' });
  await createExam(db, school.id, { examName: '正在进行的考试', beginTime: hours(-1), endTime: hours(2) });
  await createExam(db, school.id, { examName: '已经结束的考试', beginTime: hours(-48), endTime: hours(-47) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('apiUrl', address);
  project.provide('schoolId', school.id);
  project.provide('candidateToken', await app.tokenFor({ user: candidate }));
  return async () => {
    await app.close();
  };
}
