import { beforeAll, describe, expect, it } from 'vitest';
import { versionChecked } from '../../db/process-cache';
import { sessions } from '../../db/schema';
import { countStatements } from '../../test/count-statements';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');

describe('exam info reads cost one statement per request (issue 8: settings and the checked login session kept, the viewer read in one)', () => {
  const given = useSchool({ clock: () => NOW, school: { isOpen: true } }, { candidate: {} });
  let examId: number;

  beforeAll(async () => {
    const exam = await given.newExam({ examAppointment: 1 });
    await given.newSession(exam, { capacity: 10, remainderNum: 7 });
    await given.newAttempt(exam, { userId: given.candidate.id });
    examId = exam.id;
  });

  const get = (url: string) => given.app.getAs({ user: given.candidate }, url);

  it.each([
    ['exam info', () => `/api/iexam/userexam/v1/exams/${examId}`],
    ['attempt history', () => `/api/iexam/userexam/v1/examResults/records?examId=${examId}`],
  ])('%s: one read, the login session remembered from the request before', async (_name, url) => {
    // The token is made first: signing in is not part of the read.
    const token = await given.app.tokenFor({ user: given.candidate });
    const request = () =>
      given.app.inject({
        method: 'GET',
        url: url(),
        headers: { authorization: `Bearer ${token}`, 'x-tenant-id': given.candidate.schoolId },
      });
    // Fills the process cache; its first version check drops what was loaded before it, so once more after that.
    expect((await request()).statusCode).toBe(200);
    await versionChecked(given.app.database.db);
    expect((await request()).statusCode).toBe(200);
    let status = 0;
    const statements = await countStatements(async () => {
      status = (await request()).statusCode;
    });
    expect(status).toBe(200);
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it('the places left are read live, not from the cached session rows', async () => {
    const first = (await get(`/api/iexam/userexam/v1/exams/${examId}`)).json().data;
    expect(first.sessionList[0].remainderNum).toBe(7);
    await given.db().update(sessions).set({ remainderNum: 6 });
    const second = (await get(`/api/iexam/userexam/v1/exams/${examId}`)).json().data;
    expect(second.sessionList[0].remainderNum).toBe(6);
  });
});
