import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examResults } from '../../db/schema';
import type { ExamFields } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const CLIENT = 'client-0001';

describe('starting an exam (SPEC §4 start flow, §7)', () => {
  const given = useSchool({ clock: () => NOW });

  const newExam = async (fields: ExamFields = {}) => {
    const exam = await given.newExam({
      beginTime: minutes(-60),
      endTime: minutes(600),
      ...fields,
    });
    await given.newPaper(exam);
    return exam;
  };
  const post = (user: { schoolId: string; id: number }, url: string, payload: object) =>
    given.app.postAs({ user: user as never }, url, payload);
  const start = (user: Parameters<typeof post>[0], examId: number, extra: object = {}) =>
    post(user, '/api/iexam/userexam/v1/examResults/startExam', { examId, clientId: CLIENT, ...extra });

  it('starts an attempt with its deadline fixed: the earliest of answer time and exam end', async () => {
    const user = await given.newUser();
    const exam = await newExam({ examSettingTime: 90, endTime: minutes(30) });
    const response = await start(user, exam.id);
    expect(response.statusCode, response.body).toBe(200);
    const { examResultId, isResumed } = response.json().data;
    expect(isResumed).toBe(false);
    const [row] = await given.db().select().from(examResults).where(eq(examResults.id, examResultId));
    expect(row?.deadline.toISOString()).toBe(minutes(30).toISOString());
  });

  it('a second start resumes the same attempt, never a duplicate', async () => {
    const user = await given.newUser();
    const exam = await newExam();
    const first = (await start(user, exam.id)).json().data;
    const second = (await start(user, exam.id, { clientId: 'client-0002' })).json().data;
    expect(second).toEqual({ examResultId: first.examResultId, isResumed: true });
  });

  it('20 concurrent starts against a limit of 1 make exactly one attempt', async () => {
    const user = await given.newUser();
    const exam = await newExam();
    await given.newExamRules(exam, { ruleType: 1, ruleValue: 1 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => start(user, exam.id, { clientId: `client-${1000 + i}` })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const ids = new Set(responses.map((response) => response.json().data.examResultId));
    expect(ids.size).toBe(1);
    const rows = await given
      .db()
      .select()
      .from(examResults)
      .where(and(eq(examResults.examId, exam.id), eq(examResults.userId, user.id)));
    expect(rows).toHaveLength(1);
  });

  it('with the only attempt used, a start is refused 6007 (limited number of exams)', async () => {
    const user = await given.newUser();
    const exam = await newExam();
    await given.newExamRules(exam, { ruleType: 1, ruleValue: 1 });
    await given.newAttempt(exam, { userId: user.id, startAnswerTime: minutes(-30) });
    const response = await start(user, exam.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 6007 });
  });

  it.each([
    { state: 'not started', fields: { beginTime: minutes(60) }, code: 6009 },
    { state: 'ended', fields: { beginTime: minutes(-600), endTime: minutes(-60) }, code: 6010 },
    { state: 'outer exam', fields: { isThird: 1 }, code: 6001 },
    { state: 'app only', fields: { clientType: 2 }, code: 6003 },
    {
      state: 'ready (verification window) is not yet a start',
      fields: { beginTime: minutes(10), isAllowIdAuth: 1 },
      code: 6009,
    },
  ])('a start in the $state state is refused with $code', async ({ fields, code }) => {
    const user = await given.newUser();
    const exam = await newExam(fields);
    const response = await start(user, exam.id);
    expect(response.json().code).toBe(code);
    expect(await given.db().select().from(examResults).where(eq(examResults.examId, exam.id))).toEqual([]);
  });

  it('generatetoken says tips 1 while another exam runs; confirm hands that one in; then the start goes on', async () => {
    const user = await given.newUser();
    const running = await newExam();
    const next = await newExam();
    const first = (await start(user, running.id)).json().data;
    expect((await post(user, '/api/iexam/sso/v1/generatetoken', { examId: next.id })).json().data.tips).toBe(
      1,
    );
    expect((await start(user, next.id)).json().code).toBe(6104);
    const confirmed = await post(user, '/api/iexam/sso/v1/confirm', { examId: next.id });
    expect(confirmed.json().data.handedIn).toEqual([first.examResultId]);
    // Its page will say why: another exam was started (issue 17 defect 4).
    const [closed] = await given
      .db()
      .select()
      .from(examResults)
      .where(eq(examResults.id, first.examResultId));
    expect(closed?.handInReason).toBe('otherExam');
    expect((await post(user, '/api/iexam/sso/v1/generatetoken', { examId: next.id })).json().data.tips).toBe(
      0,
    );
    expect((await start(user, next.id)).statusCode).toBe(200);
  });

  describe('authorization code', () => {
    it('checkAuthCode answers true for the right code, false with "incorrect code" for a wrong one', async () => {
      const user = await given.newUser();
      const exam = await newExam({ authCodeFlag: 1, authCode: '246810' });
      const check = (authCode: string) =>
        post(user, '/api/iexam/api/iexam/userexam/v1/checkAuthCode', { examId: exam.id, authCode });
      expect((await check('246810')).json()).toMatchObject({ code: 200, data: true });
      expect((await check('246811')).json()).toMatchObject({
        code: 200,
        data: false,
        message: 'incorrect code',
      });
      expect((await check('12345')).statusCode).toBe(400);
    });

    it('startExam needs the code: wrong is 6101, right starts', async () => {
      const user = await given.newUser();
      const exam = await newExam({ authCodeFlag: 1, authCode: '246810' });
      expect((await start(user, exam.id, { authCode: '000000' })).json().code).toBe(6101);
      expect((await start(user, exam.id)).json().code).toBe(6101);
      expect((await start(user, exam.id, { authCode: '246810' })).statusCode).toBe(200);
    });

    it('guesses sent at once cannot pass the limit together: of 30 wrong codes at once, at most 5 are checked', async () => {
      const user = await given.newUser();
      const exam = await newExam({ authCodeFlag: 1, authCode: '246810' });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, guess) =>
          post(user, '/api/iexam/api/iexam/userexam/v1/checkAuthCode', {
            examId: exam.id,
            authCode: String(100000 + guess),
          }),
        ),
      );
      const checked = answers.filter((answer) => answer.statusCode === 200);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(checked.every((answer) => answer.json().data === false)).toBe(true);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(30 - checked.length);
    });

    it('right codes at once from one candidate are given their tries back: the class is not locked out', async () => {
      const user = await given.newUser();
      const exam = await newExam({ authCodeFlag: 1, authCode: '246810' });
      const check = () =>
        post(user, '/api/iexam/api/iexam/userexam/v1/checkAuthCode', { examId: exam.id, authCode: '246810' });
      for (let round = 0; round < 4; round += 1)
        for (const answer of await Promise.all([check(), check(), check()]))
          expect(answer.json()).toMatchObject({ code: 200, data: true });
      // After 12 right codes, the 5 wrong tries are all still there.
      for (let guess = 0; guess < 5; guess += 1)
        expect(
          (
            await post(user, '/api/iexam/api/iexam/userexam/v1/checkAuthCode', {
              examId: exam.id,
              authCode: String(200000 + guess),
            })
          ).json().data,
        ).toBe(false);
    });

    it('brute force is stopped: after 5 wrong codes the candidate gets 429, even for the right code', async () => {
      const user = await given.newUser();
      const exam = await newExam({ authCodeFlag: 1, authCode: '246810' });
      const check = (authCode: string) =>
        post(user, '/api/iexam/api/iexam/userexam/v1/checkAuthCode', { examId: exam.id, authCode });
      for (let guess = 0; guess < 5; guess += 1)
        expect((await check(String(100000 + guess))).json().data).toBe(false);
      const blocked = await check('246810');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().data.retryAfterSeconds).toBeGreaterThan(0);
      expect((await start(user, exam.id, { authCode: '246810' })).statusCode).toBe(429);
      // Another candidate of the same exam is not held back by this one's guesses.
      const other = await given.newUser();
      expect((await start(other, exam.id, { authCode: '246810' })).statusCode).toBe(200);
    });
  });
});
