import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examResults } from '../../db/schema';
import type { Exam } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const NO_DATA = { code: 404, message: 'no data!', data: { reason: 'NOT_FOUND' } };

/**
 * Issue 35: on a private, group-only exam whose open entry is off, a generated link let a visitor without an account
 * start. The console says links work only when open entry is on; the server now holds to it.
 */
describe('open links of an exam whose open entry is off', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' } });
  let closed: Exam;
  let opened: Exam;
  beforeAll(async () => {
    // A private exam for its groups only, open entry off ('' is what the console stores for off).
    closed = await given.newOpenExam({ isPublic: 0, isAllowNologin: '', examNotice: 'read me' });
    opened = await given.newOpenExam({ isPublic: 0, examNotice: 'read me' });
  });
  const generate = async (exam: Exam) => {
    const response = await given.app.postAs(
      { user: given.admin },
      `/api/admin/v1/exams/${exam.id}/open-links`,
      { count: 1 },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.links[0].identifyCode as string;
  };
  const open = (path: string, query = '') =>
    given.app.inject({
      method: 'GET',
      url: `/open/api/iexam/userexam/v1/${path}?tenant_id=${given.school.id}${query}`,
    });

  it("a generated link is 'no data!' on the exam info and the user list; an unknown code stays unknown", async () => {
    const code = await generate(closed);
    for (const response of [
      await open(`exams/${closed.id}`, `&identifyCode=${code}`),
      await open('user', `&identifyCode=${code}&examId=${closed.id}`),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject(NO_DATA);
    }
    const unknown = await open('user', `&identifyCode=OPEN-NOTAREALCODE&examId=${closed.id}`);
    expect(unknown.json()).toMatchObject({ code: 500, message: 'authentication code does not exist' });
    // The same link of an exam with open entry on works.
    const working = await open('user', `&identifyCode=${await generate(opened)}&examId=${opened.id}`);
    expect(working.statusCode, working.body).toBe(200);
  });

  it('personalVerify refuses the link before checking the name, and no token is given', async () => {
    const visitor = await given.newOpenCandidate(closed, { name: '张三', contact: '13800000000' });
    const response = await given.app.inject({
      method: 'POST',
      url: `/open/api/iexam/userexam/v1/personalVerify?tenant_id=${given.school.id}`,
      payload: {
        examId: closed.id,
        identifyCode: visitor.identifyCode,
        name: '张三',
        contact: '13800000000',
      },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject(NO_DATA);
  });

  it("a visitor holding a token (checked, notice accepted) cannot start: generatetoken, confirm and startExam are 'no data!'", async () => {
    const visitor = await given.newOpenCandidate(closed, { isChecked: true, confirmNotice: 1 });
    for (const url of [
      '/api/iexam/sso/v1/generatetoken',
      '/api/iexam/sso/v1/confirm',
      '/api/iexam/userexam/v1/examResults/startExam',
    ]) {
      const response = await given.app.injectAs(
        { openCandidate: visitor },
        { method: 'POST', url, payload: { examId: closed.id, clientId: 'visitor-client' } },
      );
      expect(response.statusCode, `${url} ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject(NO_DATA);
    }
    const confirmation = await given.app.injectAs(
      { openCandidate: visitor },
      {
        method: 'GET',
        url: `/open/api/iexam/userexam/v1/confirm/${visitor.id}?tenant_id=${given.school.id}`,
      },
    );
    expect(confirmation.statusCode).toBe(404);
    expect(
      await given.db().select().from(examResults).where(eq(examResults.openCandidateId, visitor.id)),
    ).toEqual([]);
  });

  it('the same visitor on an exam with open entry on starts', async () => {
    const visitor = await given.newOpenCandidate(opened, { isChecked: true, confirmNotice: 1 });
    const response = await given.app.injectAs(
      { openCandidate: visitor },
      {
        method: 'POST',
        url: '/api/iexam/userexam/v1/examResults/startExam',
        payload: { examId: opened.id, clientId: 'visitor-client' },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
