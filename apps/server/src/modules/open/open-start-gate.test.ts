import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, examResults } from '../../db/schema';
import { createSchool } from '../../test/factories';
import { useOpenExams } from './open-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'visitor-client-9';

/** Issue 7 review: the confirmation notice gates every way into an attempt, and a token opens nothing else. */
describe('open-link visitors: the confirmation gate and what a token can reach', () => {
  const { given, open } = useOpenExams(() => NOW, { examNotice: '请遵守考场纪律' }, 2);

  type Visitor = { id: number; schoolId: string; examId: number };
  const as = (visitor: Visitor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    given.app.injectAs({ openCandidate: visitor }, { method, url, ...(payload ? { payload } : {}) });
  const startCalls = (examId: number) =>
    [
      ['/api/iexam/sso/v1/generatetoken', { examId }],
      ['/api/iexam/sso/v1/confirm', { examId }],
      ['/api/iexam/userexam/v1/examResults/startExam', { examId, clientId: CLIENT }],
    ] as const;
  const confirm = (visitor: Visitor, payload: object) =>
    as(
      visitor,
      'PUT',
      `/open/api/iexam/userexam/v1/confirm/${visitor.id}?tenant_id=${given.school.id}`,
      payload,
    );

  it('generatetoken, confirm and startExam refuse a visitor who has not answered the notice (6205)', async () => {
    const visitor = await given.newOpenCandidate(open.exam, { isChecked: true });
    for (const [url, payload] of startCalls(open.exam.id)) {
      const refused = await as(visitor, 'POST', url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json(), url).toMatchObject({ code: 6205, data: { reason: 'OPEN_NOTICE_UNANSWERED' } });
    }
    expect(
      await given.db().select().from(examResults).where(eq(examResults.openCandidateId, visitor.id)),
    ).toEqual([]);
  });

  it('a visitor who rejected the notice (with a cause) is refused with 6206; accepting lets them start', async () => {
    const visitor = await given.newOpenCandidate(open.exam, { isChecked: true });
    expect((await confirm(visitor, { confirmNotice: 0, rejectCause: '时间冲突' })).statusCode).toBe(200);
    for (const [url, payload] of startCalls(open.exam.id)) {
      const refused = await as(visitor, 'POST', url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: 6206, data: { reason: 'OPEN_NOTICE_REJECTED' } });
    }
    expect((await confirm(visitor, { confirmNotice: 1 })).statusCode).toBe(200);
    const started = await as(visitor, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
      examId: open.exam.id,
      clientId: CLIENT,
    });
    expect(started.statusCode, started.body).toBe(200);
  });

  it('the school’s refusal outranks an accepted notice (6202), and an unchecked identity stays 6204', async () => {
    const refused = await given.newOpenCandidate(open.exam, {
      isChecked: true,
      confirmNotice: 1,
      userStatus: 2,
    });
    const unchecked = await given.newOpenCandidate(open.exam, { confirmNotice: 1 });
    for (const [visitor, code] of [
      [refused, 6202],
      [unchecked, 6204],
    ] as const) {
      const start = await as(visitor, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
        examId: open.exam.id,
        clientId: CLIENT,
      });
      expect(start.json().code).toBe(code);
    }
  });

  it("a token for exam A reaches nothing of exam B, no logged-in call, and no one else's attempt", async () => {
    const visitor = await given.newOpenCandidate(open.exam, { isChecked: true, confirmNotice: 1 });
    const own = await as(visitor, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
      examId: open.exam.id,
      clientId: CLIENT,
    });
    const ownAttemptId = own.json().data.examResultId as number;

    // Exam B of the same school, through every start call and the authorization-code check.
    for (const [url, payload] of startCalls(open.otherExam.id))
      expect((await as(visitor, 'POST', url, payload)).statusCode, url).toBe(404);
    const authCheck = await as(
      visitor,
      'POST',
      `/open/api/iexam/userexam/v1/checkAuthCode?tenant_id=${given.school.id}`,
      {
        examId: open.otherExam.id,
        authCode: '000000',
      },
    );
    expect(authCheck.statusCode).toBe(404);

    // Logged-in calls, even for the token's own exam.
    for (const url of [
      `/api/iexam/userexam/v1/exams/${open.exam.id}`,
      `/api/iexam/userexam/info/${open.exam.id}`,
      `/api/iexam/userexam/v1/examResults/records?examId=${open.exam.id}`,
      '/api/iexam/userexam/v1/portal/exams',
      '/api/accounts/users/me',
    ])
      expect((await as(visitor, 'GET', url)).statusCode, url).toBe(401);

    // Another visitor's attempt and an account's attempt at the same exam: not readable, not writable.
    const stranger = await given.newOpenCandidate(open.exam, { isChecked: true, confirmNotice: 1 });
    const strangers = await as(stranger, 'POST', '/api/iexam/userexam/v1/examResults/startExam', {
      examId: open.exam.id,
      clientId: 'stranger-client',
    });
    const user = await given.newUser();
    const accounts = await given.app.postAs({ user }, '/api/iexam/userexam/v1/examResults/startExam', {
      examId: open.exam.id,
      clientId: 'user-client-9',
    });
    for (const foreignId of [
      strangers.json().data.examResultId,
      accounts.json().data.examResultId,
    ] as number[]) {
      const details = await as(
        visitor,
        'GET',
        `/api/iexam/useranswer/v1/examResults/answerDetails/${foreignId}`,
      );
      expect(details.statusCode).toBe(404);
      const save = await as(visitor, 'POST', '/api/iexam/useranswer/v1/answer', {
        examResultId: foreignId,
        clientId: CLIENT,
        answers: [{ subjectId: 1, answer: 'B', seq: 1 }],
      });
      expect(save.statusCode).toBe(404);
      const switched = await as(visitor, 'POST', '/api/iexam/userexam/v1/examResults/switchPaper', {
        examResultId: foreignId,
      });
      expect(switched.statusCode).toBe(404);
      expect(await given.db().select().from(answers).where(eq(answers.examResultId, foreignId))).toEqual([]);
    }

    // Another visitor's confirmation cannot be read or answered.
    expect(
      (
        await as(
          visitor,
          'GET',
          `/open/api/iexam/userexam/v1/confirm/${stranger.id}?tenant_id=${given.school.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await confirm({ ...visitor, id: visitor.id }, { confirmNotice: 1 })).statusCode).toBe(200);
    const foreignConfirm = await as(
      visitor,
      'PUT',
      `/open/api/iexam/userexam/v1/confirm/${stranger.id}?tenant_id=${given.school.id}`,
      { confirmNotice: 0, rejectCause: 'x' },
    );
    expect(foreignConfirm.statusCode).toBe(404);

    // The token's own attempt, aimed at through another school's tenant: nothing.
    const other = await createSchool(given.db());
    const aimed = await given.app.injectAs(
      { openCandidate: visitor },
      {
        method: 'POST',
        url: '/api/iexam/useranswer/v1/answer',
        tenant: other.id,
        payload: {
          examResultId: ownAttemptId,
          clientId: CLIENT,
          answers: [{ subjectId: 1, answer: 'B', seq: 1 }],
        },
      },
    );
    expect([401, 403, 404]).toContain(aimed.statusCode);
    const startThere = await given.app.injectAs(
      { openCandidate: visitor },
      {
        method: 'POST',
        url: '/api/iexam/userexam/v1/examResults/startExam',
        tenant: other.id,
        payload: { examId: open.exam.id, clientId: CLIENT },
      },
    );
    expect([401, 403, 404]).toContain(startThere.statusCode);
  });
});
