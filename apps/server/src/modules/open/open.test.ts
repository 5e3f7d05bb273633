import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openCandidates } from '../../db/schema';
import { createSchool } from '../../test/factories';
import { useOpenExams } from './open-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'visitor-client-1';

describe('open-link candidates (SPEC §6, §7; issue 7)', () => {
  const { given, open } = useOpenExams(() => NOW, {
    openCommonCode: 'EXAM-WIDE-CODE',
    examNotice: '请遵守考场纪律',
  });

  const url = (path: string, query = '') =>
    `/open/api/iexam/userexam/v1/${path}?tenant_id=${given.school.id}${query}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const userList = (code: string, examId = open.exam.id) =>
    given.app.inject({ method: 'GET', url: url('user', `&identifyCode=${code}&examId=${examId}`) });

  it('the user list tells refused (2), unchecked (0) and checked visitors apart; only a checked, admitted one gets a token', async () => {
    const checked = await given.newOpenCandidate(open.exam, {
      name: '赵六',
      contact: '13700001111',
      isChecked: true,
    });
    const unchecked = await given.newOpenCandidate(open.exam, { name: '钱七', contact: '13700002222' });
    const refused = await given.newOpenCandidate(open.exam, {
      userStatus: 2,
      userStatusDesc: '资格审核未通过',
      isChecked: true,
    });
    expect((await userList(checked.identifyCode)).json().data).toMatchObject({
      userStatus: 1,
      userCheck: 1,
      result: { userId: checked.id, name: '赵*' },
      token: expect.any(String),
    });
    expect((await userList(unchecked.identifyCode)).json().data).toMatchObject({ userCheck: 0, token: null });
    expect((await userList(refused.identifyCode)).json().data).toMatchObject({
      userStatus: 2,
      userStatusDesc: '资格审核未通过',
      token: null,
    });
    const unknown = await userList('NO-SUCH-CODE');
    expect(unknown.json()).toMatchObject({ code: 500, message: 'authentication code does not exist' });
    expect((await userList(checked.identifyCode, open.otherExam.id)).json().code).toBe(500);
  });

  it('personalVerify: a mismatch is refused and counted (5 per code), the right name and contact check the visitor in', async () => {
    const visitor = await given.newOpenCandidate(open.exam, { name: '钱七', contact: '137-0000 2222' });
    const verify = (name: string, contact: string) =>
      given.app.inject({
        method: 'POST',
        url: url('personalVerify'),
        payload: { examId: open.exam.id, identifyCode: visitor.identifyCode, name, contact },
      });
    const wrong = await verify('钱八', '13700002222');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 6201 });
    const right = await verify(' 钱七 ', '13700002222');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toMatchObject({ userId: visitor.id, token: expect.any(String) });
    const [row] = await given.db().select().from(openCandidates).where(eq(openCandidates.id, visitor.id));
    expect(row?.isChecked).toBe(true);

    const guessed = await given.newOpenCandidate(open.exam, { name: '孙八', contact: '13700003333' });
    const guess = (contact: string) =>
      given.app.inject({
        method: 'POST',
        url: url('personalVerify'),
        payload: { examId: open.exam.id, identifyCode: guessed.identifyCode, name: '孙八', contact },
      });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await guess(`1370000000${attempt}`)).json().code).toBe(6201);
    expect((await guess('13700003333')).statusCode).toBe(429);
  });

  it('examCommonVerify / sessionCommonVerify: the shared code gives a fresh identifyCode and a token; a wrong one 6203', async () => {
    const session = await given.newSession(open.exam, { openCommonCode: 'SESSION-CODE-1' });
    const common = (path: string, commonCode: string) =>
      given.app.inject({
        method: 'POST',
        url: url(path),
        payload: { commonCode, name: '周九', contact: 'zhou@example.com' },
      });
    expect((await common(`examCommonVerify/${open.exam.id}`, 'WRONG-CODE')).json().code).toBe(6203);
    expect((await common(`examCommonVerify/${open.otherExam.id}`, 'EXAM-WIDE-CODE')).json().code).toBe(6203);
    const byExam = (await common(`examCommonVerify/${open.exam.id}`, 'EXAM-WIDE-CODE')).json().data;
    expect(byExam.identifyCode).toMatch(/^OPEN-[A-Z2-9]{12}$/);
    const bySession = (await common(`sessionCommonVerify/${session.id}`, 'SESSION-CODE-1')).json().data;
    expect(bySession.identifyCode).not.toBe(byExam.identifyCode);
    const [row] = await given
      .db()
      .select()
      .from(openCandidates)
      .where(eq(openCandidates.id, bySession.userId));
    expect(row).toMatchObject({ examId: open.exam.id, sessionId: session.id, isChecked: true, name: '周九' });
  });

  it('confirm: GET shows the notice, PUT records acceptance or rejection with its cause and source', async () => {
    const visitor = await given.newOpenCandidate(open.exam, { isChecked: true });
    const { token } = (await userList(visitor.identifyCode)).json().data;
    const path = url(`confirm/${visitor.id}`, '&source=course');
    const shown = await given.app.inject({ method: 'GET', url: path, headers: bearer(token) });
    expect(shown.json().data).toMatchObject({ notice: '请遵守考场纪律', confirmNotice: null });
    const noCause = await given.app.inject({
      method: 'PUT',
      url: path,
      headers: bearer(token),
      payload: { confirmNotice: 0 },
    });
    expect(noCause.statusCode).toBe(400);
    expect(noCause.json().data.field).toBe('rejectCause');
    const rejected = await given.app.inject({
      method: 'PUT',
      url: path,
      headers: bearer(token),
      payload: { confirmNotice: 0, rejectCause: '时间冲突' },
    });
    expect(rejected.statusCode).toBe(200);
    const [row] = await given.db().select().from(openCandidates).where(eq(openCandidates.id, visitor.id));
    expect(row).toMatchObject({ confirmNotice: 0, rejectCause: '时间冲突', confirmSource: 'course' });
    expect((await given.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    const stranger = await given.newOpenCandidate(open.exam, { isChecked: true });
    const strangerToken = (await userList(stranger.identifyCode)).json().data.token;
    expect(
      (await given.app.inject({ method: 'GET', url: path, headers: bearer(strangerToken) })).statusCode,
    ).toBe(404);
  });

  it('the token opens exactly its exam and identity: it starts and saves there, and nothing else', async () => {
    const visitor = await given.newOpenCandidate(open.exam, { isChecked: true, confirmNotice: 1 });
    const { token } = (await userList(visitor.identifyCode)).json().data;
    const as = (method: 'GET' | 'POST', path: string, payload?: object) =>
      given.app.inject({
        method,
        url: path,
        headers: { ...bearer(token), 'x-tenant-id': given.school.id },
        ...(payload ? { payload } : {}),
      });
    const started = await as('POST', '/api/iexam/userexam/v1/examResults/startExam', {
      examId: open.exam.id,
      clientId: CLIENT,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { examResultId } = started.json().data;
    const details = await as('GET', `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`);
    const subjectId = details.json().data.subjects[0].subjectId;
    expect(
      (
        await as('POST', '/api/iexam/useranswer/v1/answer', {
          examResultId,
          clientId: CLIENT,
          answers: [{ subjectId, answer: 'B', seq: 1 }],
        })
      ).statusCode,
    ).toBe(200);

    // Another exam, a logged-in call, another school: nothing.
    expect(
      (
        await as('POST', '/api/iexam/userexam/v1/examResults/startExam', {
          examId: open.otherExam.id,
          clientId: CLIENT,
        })
      ).statusCode,
    ).toBe(404);
    expect((await as('GET', `/api/iexam/userexam/v1/exams/${open.exam.id}`)).statusCode).toBe(401);
    expect((await as('GET', '/api/iexam/userexam/v1/portal/exams')).statusCode).toBe(401);
    const user = await given.newUser();
    const ownAttempt = await given.app.postAs({ user }, '/api/iexam/userexam/v1/examResults/startExam', {
      examId: open.exam.id,
      clientId: 'user-client-1',
    });
    expect(
      (
        await as(
          'GET',
          `/api/iexam/useranswer/v1/examResults/answerDetails/${ownAttempt.json().data.examResultId}`,
        )
      ).statusCode,
    ).toBe(404);
    const other = await createSchool(given.db());
    const aimed = await given.app.inject({
      method: 'GET',
      url: `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`,
      headers: { ...bearer(token), 'x-tenant-id': other.id },
    });
    expect(aimed.statusCode).toBe(404);
  });

  it('an unchecked visitor cannot start before confirming who they are (6204)', async () => {
    const visitor = await given.newOpenCandidate(open.exam, { name: '吴十', contact: '1' });
    const verified = await given.app.inject({
      method: 'POST',
      url: url('personalVerify'),
      payload: { examId: open.exam.id, identifyCode: visitor.identifyCode, name: '吴十', contact: '1' },
    });
    const token = verified.json().data.token as string;
    // Undo the check behind the token's back: the start must look at the identity, not trust the token.
    await given
      .db()
      .update(openCandidates)
      .set({ isChecked: false })
      .where(eq(openCandidates.id, visitor.id));
    const start = await given.app.inject({
      method: 'POST',
      url: '/api/iexam/userexam/v1/examResults/startExam',
      headers: { ...bearer(token), 'x-tenant-id': given.school.id },
      payload: { examId: open.exam.id, clientId: CLIENT },
    });
    expect(start.json().code).toBe(6204);
  });
});
