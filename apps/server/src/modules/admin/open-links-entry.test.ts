import { describe, expect, it } from 'vitest';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'generated-link-client';

/**
 * Issue 40: links the console generates must let their visitors in. The console sends what its form holds (a count,
 * and a session key or a name prefix only when typed); each visitor then enters through the open calls as the page
 * makes them: the user list, the user-info step with what it asks, the notice, the start.
 */
describe('open links generated in the console, entered by their visitors', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' } });
  const generate = async (examId: number, body: object) => {
    const made = await given.app.postAs(
      { user: given.admin },
      `/api/admin/v1/exams/${examId}/open-links`,
      body,
    );
    expect(made.statusCode, made.body).toBe(200);
    return made.json().data.links as { identifyCode: string; url: string }[];
  };
  const open = (path: string) => `/open/api/iexam/userexam/v1/${path}?tenant_id=${given.school.id}`;
  const userList = (examId: number, identifyCode: string) =>
    given.app.inject({ method: 'GET', url: `${open('user')}&identifyCode=${identifyCode}&examId=${examId}` });
  const verify = (examId: number, identifyCode: string, name: string, contact: string) =>
    given.app.inject({
      method: 'POST',
      url: open('personalVerify'),
      payload: { examId, identifyCode, name, contact },
    });
  const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
  const listed = async (examId: number) => {
    const list = await given.app.getAs({ user: given.admin }, `/api/admin/v1/exams/${examId}/open-links`);
    expect(list.statusCode, list.body).toBe(200);
    return list.json().data.links as Record<string, unknown>[];
  };

  /** From the user list to a started attempt, the way the visitor page goes; answers the token. */
  async function enter(examId: number, identifyCode: string, name: string, contact: string) {
    const user = (await userList(examId, identifyCode)).json().data;
    expect(user.userCheck).toBe(0);
    const verified = await verify(examId, identifyCode, name, contact);
    expect(verified.statusCode, verified.body).toBe(200);
    const { token, userId } = verified.json().data;
    const accepted = await given.app.inject({
      method: 'PUT',
      url: open(`confirm/${userId}`),
      headers: withToken(token),
      payload: { confirmNotice: 1 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const started = await given.app.inject({
      method: 'POST',
      url: '/api/iexam/userexam/v1/examResults/startExam',
      headers: { ...withToken(token), 'x-tenant-id': given.school.id },
      payload: { examId, clientId: CLIENT },
    });
    expect(started.statusCode, started.body).toBe(200);
    return token as string;
  }

  it('links made with only a count ask each visitor for a name and contact to record, and let them start', async () => {
    const exam = await given.newOpenExam();
    const links = await generate(exam.id, { count: 2 });
    for (const link of links) {
      const asked = (await userList(exam.id, link.identifyCode)).json().data.result;
      expect(asked.checks).toEqual({ name: 'record', contact: 'record' });
    }
    const [first, second] = links;
    if (!first || !second) throw new Error('two links were asked for');
    await enter(exam.id, first.identifyCode, ' 王五 ', '138-0000 1111');
    await enter(exam.id, second.identifyCode, 'Ann Lee', 'ann@example.com');
    // What each link now records, and that it was used, in the console's list of the exam's links.
    expect(await listed(exam.id)).toEqual([
      expect.objectContaining({
        identifyCode: first.identifyCode,
        url: first.url,
        name: '王五',
        contact: '138-0000 1111',
        entered: true,
        attempts: 1,
      }),
      expect.objectContaining({
        identifyCode: second.identifyCode,
        name: 'Ann Lee',
        entered: true,
        attempts: 1,
      }),
    ]);
    // Used once, the link is that visitor's: another name is a mismatch, and nothing it holds changes.
    const other = await verify(exam.id, first.identifyCode, '赵六', '13800001111');
    expect(other.json()).toMatchObject({ code: 6201 });
    expect((await listed(exam.id))[0]).toMatchObject({ name: '王五', contact: '138-0000 1111' });
  });

  it('a link named by a prefix asks its visitor for that name, to match, and for a contact to record', async () => {
    const exam = await given.newOpenExam();
    const session = await given.newSession(exam, { key: 'morning' });
    const [link] = await generate(exam.id, { count: 1, sessionKey: 'morning', namePrefix: 'Seat ' });
    if (!link) throw new Error('one link was asked for');
    const user = (await userList(exam.id, link.identifyCode)).json().data.result;
    expect(user).toMatchObject({ sessionId: session.id, name: 'S*****' });
    expect(user.checks).toEqual({ name: 'match', contact: 'record' });
    expect((await listed(exam.id))[0]).toMatchObject({
      name: 'Seat 1',
      contact: '',
      sessionKey: 'morning',
      entered: false,
      attempts: 0,
    });
    const wrong = await verify(exam.id, link.identifyCode, 'Someone', '13800002222');
    expect(wrong.json()).toMatchObject({ code: 6201 });
    expect((await listed(exam.id))[0]).toMatchObject({ contact: '', entered: false });
    await enter(exam.id, link.identifyCode, 'seat 1', '13800002222');
    expect((await listed(exam.id))[0]).toMatchObject({
      name: 'Seat 1',
      contact: '13800002222',
      entered: true,
    });
  });

  it('refuses a name prefix that would make names longer than a visitor can type, making no link', async () => {
    const exam = await given.newOpenExam();
    const refused = await given.app.postAs(
      { user: given.admin },
      `/api/admin/v1/exams/${exam.id}/open-links`,
      {
        count: 5000,
        namePrefix: 'x'.repeat(47),
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.field).toBe('namePrefix');
    expect(await listed(exam.id)).toEqual([]);
    // The longest prefix there is room for still makes a name a visitor can type: 46 characters and 4 digits.
    const [link] = await generate(exam.id, { count: 1, namePrefix: 'x'.repeat(46) });
    const name = `${'x'.repeat(46)}1`;
    await enter(exam.id, link?.identifyCode ?? '', name, '13800003333');
  });

  it('two visitors with one fresh link at once: one records their details, the other is a mismatch', async () => {
    const exam = await given.newOpenExam();
    const [link] = await generate(exam.id, { count: 1 });
    if (!link) throw new Error('one link was asked for');
    const tries = [
      ['First', '111'],
      ['Second', '222'],
    ] as const;
    const answers = await Promise.all(
      tries.map(([name, contact]) => verify(exam.id, link.identifyCode, name, contact)),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect([...codes].sort()).toEqual([200, 6201]);
    const [row] = await listed(exam.id);
    expect([row?.name, row?.contact]).toEqual(tries[codes.indexOf(200)]);
  });
});
