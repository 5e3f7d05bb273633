import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openCandidates, users } from '../../db/schema';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const ADMIN = '/api/admin/v1';
const ORIGIN = { origin: 'http://localhost:80', host: 'localhost:80' };
const CYRILLIC_ADMIN = '\u0430dmin';
type Issue = { path: string; messageKey?: string };

/** Issue 35: one name, one account, on every path that makes an account, and at login. */
describe('look-alike user names', () => {
  const given = useSchool(
    {},
    {
      admin: { role: 'exam_admin', userName: 'admin' },
      emile: { userName: '\u00e9mile' },
      bob: { userName: 'bob' },
    },
  );
  const post = (url: string, payload: object) =>
    given.app.postAs({ user: given.admin }, `${ADMIN}${url}`, payload);
  const namesOfSchool = async () =>
    (
      await given
        .db()
        .select({ userName: users.userName })
        .from(users)
        .where(eq(users.schoolId, given.school.id))
    )
      .map((row) => row.userName)
      .sort();
  const keysOf = (issues: Issue[]) => issues.map((issue) => [issue.path, issue.messageKey]);

  it('the school file: a look-alike, an invisible character and two look-alike rows are refused at their rows; nothing written', async () => {
    const before = await namesOfSchool();
    const password = 'long-enough';
    const refused = await post('/import', {
      school: { id: given.school.id, name: given.school.name },
      users: [
        { userName: CYRILLIC_ADMIN, password },
        { userName: 'grader\u200b1', password, role: 'grader' },
        { userName: 'carol', password },
        { userName: 'caro1', password, role: 'proctor' },
      ],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(keysOf(refused.json().data.issues)).toEqual([['users[1].userName', 'userName.refusedCharacter']]);
    expect(await namesOfSchool()).toEqual(before);

    const lookAlikes = await post('/import', {
      school: { id: given.school.id, name: given.school.name },
      users: [
        { userName: CYRILLIC_ADMIN, password },
        { userName: 'carol', password },
        { userName: 'caro1', password, role: 'proctor' },
      ],
    });
    expect(lookAlikes.statusCode, lookAlikes.body).toBe(400);
    expect(lookAlikes.json().data.issues).toEqual([
      {
        path: 'users[0].userName',
        message: "looks like 'admin', a user name your school has",
        messageKey: 'userName.confusable',
        params: { other: 'admin' },
      },
      {
        path: 'users[2].userName',
        message: "looks like 'carol' at users[1].userName",
        messageKey: 'userName.confusableRow',
        params: { other: 'carol', at: 'users[1].userName' },
      },
    ]);
    expect(await namesOfSchool()).toEqual(before);

    const fullwidth = await post('/import', {
      school: { id: given.school.id, name: given.school.name },
      users: [{ userName: '\uff43\uff41\uff52\uff4f\uff4c', password, role: 'grader' }],
    });
    expect(fullwidth.statusCode, fullwidth.body).toBe(200);
    expect(await namesOfSchool()).toEqual([...before, 'carol'].sort());
  });

  it('the group import: an NFD spelling finds the NFC account; a look-alike and an override are refused at their rows', async () => {
    await post('/groups', { key: 'names', name: 'Names' });
    const refused = await post('/groups/names/members/import', {
      rows: [
        { userName: 'e\u0301mile' },
        { userName: CYRILLIC_ADMIN, password: 'long-enough' },
        { userName: '\u202enimda', password: 'long-enough' },
        { userName: 'b\u03bfb', password: 'long-enough' },
      ],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(keysOf(refused.json().data.issues)).toEqual([['rows[2].userName', 'userName.refusedCharacter']]);
    const dryRun = await post('/groups/names/members/import', {
      rows: [
        { userName: 'e\u0301mile' },
        { userName: CYRILLIC_ADMIN, password: 'long-enough' },
        { userName: 'b\u03bfb', password: 'long-enough' },
        { userName: '\uff44\uff41\uff56\uff45', password: 'long-enough' },
      ],
      dryRun: true,
    });
    expect(dryRun.statusCode, dryRun.body).toBe(400);
    expect(keysOf(dryRun.json().data.issues)).toEqual([
      ['rows[1].userName', 'userName.confusable'],
      ['rows[2].userName', 'userName.confusable'],
    ]);
    const good = await post('/groups/names/members/import', {
      rows: [{ userName: 'e\u0301mile' }, { userName: '\uff44\uff41\uff56\uff45', password: 'long-enough' }],
    });
    expect(good.json().data).toEqual({ created: 1, added: 1, unchanged: 0 });
    expect(await namesOfSchool()).toContain('dave');
    expect(await namesOfSchool()).not.toContain('e\u0301mile');
  });

  it('a staff account: a look-alike is 409 with the reason, a zero-width space 400, a fullwidth spelling of a name 409', async () => {
    const create = (userName: string) =>
      post('/staff', { userName, realName: 'R', password: 'long-enough', role: 'grader' });
    const lookAlike = await create(CYRILLIC_ADMIN);
    expect(lookAlike.statusCode).toBe(409);
    expect(keysOf(lookAlike.json().data.issues)).toEqual([['userName', 'userName.confusable']]);
    const invisible = await create('ad\u200bmin');
    expect(invisible.statusCode).toBe(400);
    expect(keysOf(invisible.json().data.issues)).toEqual([['userName', 'userName.refusedCharacter']]);
    const taken = await create('\uff41\uff44\uff4d\uff49\uff4e');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.issues).toEqual([
      {
        path: 'userName',
        message: "'admin' is taken in your school",
        messageKey: 'userName.taken',
        params: { name: 'admin' },
      },
    ]);
    expect((await create(' \u00e9mile ')).statusCode).toBe(409);
  });

  it('two look-alike staff names created at once: one account', async () => {
    const create = (userName: string) =>
      post('/staff', { userName, realName: 'R', password: 'long-enough', role: 'proctor' });
    const answers = await Promise.all([create('erin'), create('\u0435rin'), create('erin')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await given
      .db()
      .select({ userName: users.userName })
      .from(users)
      .where(and(eq(users.schoolId, given.school.id), eq(users.role, 'proctor')));
    expect(rows.filter((row) => row.userName.endsWith('rin'))).toHaveLength(1);
  });

  it.each([
    { rule: 'a fullwidth spelling', typed: '\uff41\uff44\uff4d\uff49\uff4e', status: 200 },
    { rule: 'an NFD spelling of an NFC name', typed: 'e\u0301mile', status: 200 },
    { rule: 'spaces around it', typed: ' bob ', status: 200 },
    { rule: 'a Cyrillic look-alike', typed: CYRILLIC_ADMIN, status: 401 },
  ])('login normalises the typed name: $rule answers $status', async ({ typed, status }) => {
    const response = await given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      headers: ORIGIN,
      payload: { schoolId: given.school.id, userName: typed, password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(status);
  });

  it('visitors of open links: a name with an invisible character is refused at its row and at the shared code; a fullwidth one is stored normalised', async () => {
    const exam = await given.newOpenExam({ openCommonCode: 'SHARED-CODE' });
    const imported = await post(`/exams/${exam.id}/open-links/import`, {
      rows: [{ name: '\u5f20\u4e09' }, { name: '\u674e\u56db\u200b' }],
    });
    expect(imported.statusCode, imported.body).toBe(400);
    expect(keysOf(imported.json().data.issues)).toEqual([['rows[1].name', 'userName.refusedCharacter']]);
    const verify = (name: string) =>
      given.app.inject({
        method: 'POST',
        url: `/open/api/iexam/userexam/v1/examCommonVerify/${exam.id}?tenant_id=${given.school.id}`,
        payload: { commonCode: 'SHARED-CODE', name, contact: '13800000000' },
      });
    const override = await verify('\u202e\u4e09\u5f20');
    expect(override.statusCode, override.body).toBe(400);
    expect(override.body).toContain('U+202E');
    expect((await verify('\uff37\uff41\uff4e\uff47')).statusCode).toBe(200);
    const [visitor] = await given
      .db()
      .select({ name: openCandidates.name })
      .from(openCandidates)
      .where(eq(openCandidates.examId, exam.id));
    expect(visitor?.name).toBe('Wang');
  });
});
