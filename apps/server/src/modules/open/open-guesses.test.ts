import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openCandidates } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** Issue 7 review: one open-code guess budget for every open path, and shared codes that cannot be abused. */
describe('open-link codes: the shared guess budget and the shared-code rules', () => {
  const given = useSchool({ clock: () => NOW });

  const open = (path: string, remoteAddress: string, payload?: object) =>
    given.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/open/api/iexam/userexam/v1/${path}${path.includes('?') ? '&' : '?'}tenant_id=${given.school.id}`,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
  const userList = (examId: number, code: string, from: string) =>
    open(`user?identifyCode=${code}&examId=${examId}`, from);
  const common = (path: string, commonCode: string, from: string) =>
    open(path, from, { commonCode, name: '周九', contact: 'zhou@example.com' });

  it('unknown codes on the user list draw on the open-code budget: 20 per address, then 429 even for a real code', async () => {
    const exam = await given.newExam({ isAllowNologin: '1' });
    const real = await given.newOpenCandidate(exam, { isChecked: true });
    // The personalVerify limiter (5 per key) used to stop this at the 6th; the budget allows 20.
    for (let guess = 0; guess < 20; guess += 1)
      expect((await userList(exam.id, `GUESS-${guess}`, '10.1.0.1')).json().code, `guess ${guess}`).toBe(500);
    const blocked = await userList(exam.id, real.identifyCode, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect((await userList(exam.id, real.identifyCode, '10.1.0.2')).statusCode).toBe(200);
  });

  it('the budget is one across paths: exam info, user list, personalVerify and wrong shared codes add up', async () => {
    const exam = await given.newExam({
      isAllowNologin: '1',
      openCommonCode: 'SHARED-CODE-1',
    });
    const real = await given.newOpenCandidate(exam, { isChecked: true });
    const from = '10.2.0.1';
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await open(`exams/${exam.id}?identifyCode=INFO-${guess}`, from)).statusCode).toBe(404);
      expect((await userList(exam.id, `LIST-${guess}`, from)).statusCode).toBe(404);
      const verify = await open('personalVerify', from, {
        examId: exam.id,
        identifyCode: `VERIFY-${guess}`,
        name: 'x',
        contact: 'y',
      });
      expect(verify.statusCode).toBe(404);
      expect((await common(`examCommonVerify/${exam.id}`, `WRONG-${guess}`, from)).json().code).toBe(6203);
    }
    for (const blocked of [
      await userList(exam.id, real.identifyCode, from),
      await open(`exams/${exam.id}?identifyCode=${real.identifyCode}`, from),
      await common(`examCommonVerify/${exam.id}`, 'SHARED-CODE-1', from),
    ])
      expect(blocked.statusCode).toBe(429);
  });

  it('an exam takes at most 200 failed guesses in 10 minutes, whatever the addresses', async () => {
    const exam = await given.newExam({ isAllowNologin: '1' });
    const real = await given.newOpenCandidate(exam, { isChecked: true });
    for (let guess = 0; guess < 200; guess += 1)
      expect((await userList(exam.id, `SPREAD-${guess}`, `10.3.${guess % 20}.${guess}`)).statusCode).toBe(
        404,
      );
    expect((await userList(exam.id, real.identifyCode, '10.3.99.1')).statusCode).toBe(429);
    const otherExam = await given.newExam({ isAllowNologin: '1' });
    const elsewhere = await given.newOpenCandidate(otherExam, { isChecked: true });
    expect((await userList(otherExam.id, elsewhere.identifyCode, '10.3.99.1')).statusCode).toBe(200);
  });

  it("shared codes need an exam that admits visitors without a login: otherwise 'no data!'", async () => {
    const closed = await given.newExam({
      isAllowNologin: '',
      openCommonCode: 'CLOSED-CODE',
    });
    const session = await given.newSession(closed, { openCommonCode: 'CLOSED-SESSION' });
    for (const [path, code] of [
      [`examCommonVerify/${closed.id}`, 'CLOSED-CODE'],
      [`sessionCommonVerify/${session.id}`, 'CLOSED-SESSION'],
    ] as const) {
      const refused = await common(path, code, '10.4.0.1');
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json().message).toBe('no data!');
    }
  });

  it('shared codes work from 15 minutes before the start until the end (6009 earlier, 6010 after)', async () => {
    const exam = await given.newExam({ isAllowNologin: '1' });
    const later = await given.newSession(exam, {
      openCommonCode: 'LATER-CODE',
      beginTime: minutes(16),
      endTime: minutes(120),
    });
    const soon = await given.newSession(exam, {
      openCommonCode: 'SOON-CODE',
      beginTime: minutes(15),
      endTime: minutes(120),
    });
    const over = await given.newSession(exam, {
      openCommonCode: 'OVER-CODE',
      beginTime: minutes(-120),
      endTime: minutes(0),
    });
    const endedExam = await given.newExam({
      isAllowNologin: '1',
      openCommonCode: 'ENDED-EXAM',
      beginTime: minutes(-600),
      endTime: minutes(-1),
    });
    expect((await common(`sessionCommonVerify/${later.id}`, 'LATER-CODE', '10.5.0.1')).json().code).toBe(
      6009,
    );
    expect((await common(`sessionCommonVerify/${soon.id}`, 'SOON-CODE', '10.5.0.1')).statusCode).toBe(200);
    expect((await common(`sessionCommonVerify/${over.id}`, 'OVER-CODE', '10.5.0.1')).json().code).toBe(6010);
    expect((await common(`examCommonVerify/${endedExam.id}`, 'ENDED-EXAM', '10.5.0.1')).json().code).toBe(
      6010,
    );
  });

  it("a shared code creates at most the exam's openCommonCodeLimit identities, even when asked at once (6207)", async () => {
    const exam = await given.newExam({
      isAllowNologin: '1',
      openCommonCode: 'CAPPED-CODE',
      openCommonCodeLimit: 2,
    });
    const session = await given.newSession(exam, { openCommonCode: 'CAPPED-SESSION' });
    // Imported identities do not use up the code.
    await given.newOpenCandidate(exam, { isChecked: true });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        common(`examCommonVerify/${exam.id}`, 'CAPPED-CODE', `10.6.0.${n}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe(6207);
    const created = await given.db().select().from(openCandidates).where(eq(openCandidates.examId, exam.id));
    expect(created.filter((row) => row.viaCommonCode)).toHaveLength(2);
    // Each session's code has a cap of its own.
    expect((await common(`sessionCommonVerify/${session.id}`, 'CAPPED-SESSION', '10.6.1.1')).statusCode).toBe(
      200,
    );
  });
});
