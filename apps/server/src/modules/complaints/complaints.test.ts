import { COMPLAINT_TEXT_MAX } from '@iexam/domain/complaints';
import { describe, expect, it } from 'vitest';
import type { Who } from '../../test/build-app';
import { createExam, createSchool, createUser } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-01T08:00:00Z');
const COMPLAINTS = '/api/iexam/complaints';

describe('complaints (SPEC §2 complaint entry, decision 0028)', () => {
  const given = useSchool({ clock: () => NOW, school: { antiCheatingSwitch: true } });
  const send = (who: Who, payload: Record<string, unknown>) =>
    given.app.injectAs(who, { method: 'POST', url: COMPLAINTS, payload });

  it('a candidate sends a complaint about an exam; it is stored and listed for them and for the exam staff', async () => {
    const candidate = await given.newUser();
    const exam = await given.newExam();
    const sent = await send(
      { user: candidate },
      {
        examId: exam.id,
        contentTitle: exam.examName,
        contentURL: `/iexam/${given.school.id}/examInfo?examId=${exam.id}`,
        text: '  The timer jumped ten minutes ahead.  ',
        contact: '13800001234',
      },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'open', submittedAt: NOW.toISOString() });

    const own = (await given.app.getAs({ user: candidate }, COMPLAINTS)).json();
    expect(own.data).toEqual([
      expect.objectContaining({
        complaintId: sent.json().data.complaintId,
        examId: exam.id,
        text: 'The timer jumped ten minutes ahead.',
        contact: '13800001234',
      }),
    ]);
    expect(own.data[0]).not.toHaveProperty('userName');

    const admin = await given.newUser({ role: 'exam_admin' });
    const staff = await given.app.injectAs(
      { user: admin },
      { method: 'GET', url: `/api/admin/v1/complaints?examId=${exam.id}&status=open` },
    );
    expect(staff.json().data).toEqual([
      expect.objectContaining({
        examId: exam.id,
        userName: candidate.userName,
        realName: candidate.realName,
      }),
    ]);
  });

  it('a complaint without an exam (sent from the page itself) is kept too', async () => {
    const candidate = await given.newUser();
    const sent = await send({ user: candidate }, { text: 'I could not log in during the exam.' });
    expect(sent.statusCode).toBe(200);
  });

  it.each([
    ['no text', {}, 'text'],
    ['blank text', { text: '   ' }, 'text'],
    ['text too long', { text: 'x'.repeat(COMPLAINT_TEXT_MAX + 1) }, 'text'],
    ['an exam id that is not a number', { text: 'x', examId: 'one' }, 'examId'],
    ['a field the page never sends', { text: 'x', score: 100 }, ''],
  ])('a bad body (%s) is a 400 naming the field, and nothing is stored', async (_case, payload, field) => {
    const candidate = await given.newUser();
    const answer = await send({ user: candidate }, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(field);
    const own = (await given.app.getAs({ user: candidate }, COMPLAINTS)).json();
    expect(own.data).toEqual([]);
  });

  it('an exam of another school, or one not published, is a 404 and nothing is stored', async () => {
    const candidate = await given.newUser();
    const otherSchool = await createSchool(given.db(), { antiCheatingSwitch: true });
    const foreignExam = await createExam(given.db(), otherSchool.id);
    const unpublished = await given.newExam({ examStatus: 0 });
    for (const exam of [foreignExam, unpublished])
      expect((await send({ user: candidate }, { text: 'x', examId: exam.id })).statusCode).toBe(404);
    const own = (await given.app.getAs({ user: candidate }, COMPLAINTS)).json();
    expect(own.data).toEqual([]);
  });

  it('a school without the complaint entry refuses with 403; visitors without an account get 401', async () => {
    const closed = await createSchool(given.db(), { antiCheatingSwitch: false });
    const candidate = await createUser(given.db(), closed.id);
    expect((await send({ user: candidate }, { text: 'x' })).statusCode).toBe(403);
    expect((await send('anonymous', { text: 'x' })).statusCode).toBe(401);
  });

  it('candidates cannot read the staff list (403); staff of another school see none of these', async () => {
    const candidate = await given.newUser();
    const staffList = { method: 'GET' as const, url: '/api/admin/v1/complaints' };
    expect((await given.app.injectAs({ user: candidate }, staffList)).statusCode).toBe(403);
    const otherSchool = await createSchool(given.db());
    const otherAdmin = await createUser(given.db(), otherSchool.id, { role: 'exam_admin' });
    const answer = await given.app.injectAs({ user: otherAdmin }, staffList);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([]);
  });

  it('is limited to 5 complaints per candidate per minute (429)', async () => {
    const candidate = await given.newUser();
    for (let index = 0; index < 5; index += 1)
      expect((await send({ user: candidate }, { text: `complaint ${index}` })).statusCode).toBe(200);
    expect((await send({ user: candidate }, { text: 'one more' })).statusCode).toBe(429);
  });
});
