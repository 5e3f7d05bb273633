import { describe, expect, it } from 'vitest';
import type { Who } from '../../test/build-app';
import { createExam, createSchool } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-01T08:00:00Z');
const PATH = '/api/iexam/userexam/v1/certificateMailbox';

describe('certificate mailbox (SPEC §3 isPush, §6 the bind modal)', () => {
  const given = useSchool({ clock: () => NOW });
  const read = (who: Who, examId: number) =>
    given.app.injectAs(who, { method: 'GET', url: `${PATH}?examId=${examId}` });
  const bind = (who: Who, payload: Record<string, unknown>) =>
    given.app.injectAs(who, { method: 'PUT', url: PATH, payload });

  it('is kept on the server per candidate and exam: null before binding, the address after, replaced by a new one', async () => {
    const exam = await given.newExam({ isPush: 1 });
    const [ann, bob] = [{ user: await given.newUser() }, { user: await given.newUser() }];
    expect((await read(ann, exam.id)).json().data).toEqual({ examId: exam.id, email: null, boundAt: null });
    const bound = await bind(ann, { examId: exam.id, email: '  ann@given.school.example ' });
    expect(bound.json().data).toEqual({
      examId: exam.id,
      email: 'ann@given.school.example',
      boundAt: NOW.toISOString(),
    });
    expect((await read(ann, exam.id)).json().data.email).toBe('ann@given.school.example');
    expect((await read(bob, exam.id)).json().data.email).toBeNull();
    await bind(ann, { examId: exam.id, email: 'ann.new@given.school.example' });
    expect((await read(ann, exam.id)).json().data.email).toBe('ann.new@given.school.example');
  });

  it.each([
    ['not an address', { email: 'ann' }, 'email'],
    ['too long', { email: `${'a'.repeat(250)}@x.example` }, 'email'],
    ['no exam', { examId: undefined, email: 'a@b.example' }, 'examId'],
  ])('a bad body (%s) is a 400 naming the field and binds nothing', async (_case, change, field) => {
    const exam = await given.newExam({ isPush: 1 });
    const who = { user: await given.newUser() };
    const answer = await bind(who, { examId: exam.id, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(field);
    expect((await read(who, exam.id)).json().data.email).toBeNull();
  });

  it('an exam that mails no certificate is a 409; another school’s exam a 404; without an account a 401', async () => {
    const who = { user: await given.newUser() };
    const noPush = await given.newExam({ isPush: 0 });
    expect((await bind(who, { examId: noPush.id, email: 'a@b.example' })).statusCode).toBe(409);
    const foreign = await createExam(given.db(), (await createSchool(given.db())).id, { isPush: 1 });
    expect((await bind(who, { examId: foreign.id, email: 'a@b.example' })).statusCode).toBe(404);
    expect((await read('anonymous', noPush.id)).statusCode).toBe(401);
  });
});
