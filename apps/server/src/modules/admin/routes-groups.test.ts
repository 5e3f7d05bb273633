import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';
import { snapshotTables } from './import-fixtures';

const BASE = '/api/admin/v1';

describe('groups, candidates, knowledge points and abilities in the console', () => {
  const given = useSchool({}, { admin: { role: 'exam_admin' }, known: { userName: 'known-1' }, student: {} });
  const post = (url: string, payload: object) =>
    given.app.postAs({ user: given.admin }, `${BASE}${url}`, payload);

  it('creates a group once, lists it with its member count, and refuses its key again at the field', async () => {
    expect((await post('/groups', { key: 'class-a', name: 'Class A' })).json().data).toEqual({
      key: 'class-a',
    });
    const again = await post('/groups', { key: 'class-a', name: 'Again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.issues).toEqual([
      {
        path: 'key',
        message: expect.any(String),
        messageKey: 'validation.school.keyTaken.group',
        params: { key: 'class-a' },
      },
    ]);
    const list = (await given.app.getAs({ user: given.admin }, `${BASE}/groups`)).json().data.list;
    expect(list).toEqual([{ key: 'class-a', name: 'Class A', memberCount: 0 }]);
    expect((await post('/knowledge-points', { key: 'kp-1', name: 'Point' })).statusCode).toBe(200);
    expect((await post('/ability-dimensions', { key: 'ab-1', name: 'Ability' })).statusCode).toBe(200);
    const references = (await given.app.getAs({ user: given.admin }, `${BASE}/references`)).json().data;
    expect(references).toMatchObject({
      knowledgePoints: [{ key: 'kp-1', name: 'Point' }],
      abilityDimensions: [{ key: 'ab-1', name: 'Ability' }],
    });
    expect((await post('/groups', { key: '', name: 'x' })).json().data.issues[0].path).toBe('key');
  });

  it('imports members all or nothing, naming every bad row, and dryRun writes nothing', async () => {
    await post('/groups', { key: 'class-b', name: 'Class B' });
    const bad = [
      { userName: 'new-1', realName: 'New One', password: 'password-1' },
      { userName: 'new-2', realName: 'No Password' },
      { userName: 'new-3', password: 'short' },
      { userName: 'new-1', password: 'password-1' },
      { userName: '', password: 'password-1' },
      { realName: 'Nameless', password: 'password-1' },
      { userName: 'x'.repeat(81), password: 'password-1' },
      { userName: 'new-4', password: 'password-1', colour: 'blue' },
    ];
    const before = await snapshotTables(given.db());
    const refused = await post('/groups/class-b/members/import', { rows: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues).toContainEqual({
      path: 'rows[5].userName',
      message: 'required',
      messageKey: 'validation.definition.required',
      params: {},
    });
    expect(refused.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'rows[1].password',
      'rows[2].password',
      'rows[3].userName',
      'rows[4].userName',
      'rows[5].userName',
      'rows[6].userName',
      'rows[7].colour',
    ]);
    // Each in the user's language in the console (issue 35).
    expect(refused.json().data.issues.filter((issue: { messageKey?: string }) => !issue.messageKey)).toEqual(
      [],
    );
    expect(await snapshotTables(given.db())).toEqual(before);

    const good = [
      { userName: 'new-1', realName: 'New One', password: 'password-1', email: '=cmd()' },
      { userName: 'known-1', realName: 'ignored for an existing account' },
    ];
    const dry = await post('/groups/class-b/members/import', { rows: good, dryRun: true });
    expect(dry.json().data).toEqual({ created: 1, added: 1, unchanged: 0 });
    expect(await snapshotTables(given.db())).toEqual(before);

    const done = await post('/groups/class-b/members/import', { rows: good });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ created: 1, added: 1, unchanged: 0 });
    expect((await post('/groups/class-b/members/import', { rows: good })).json().data).toEqual({
      created: 0,
      added: 0,
      unchanged: 2,
    });
    const [known] = await given.db().select().from(users).where(eq(users.id, given.known.id));
    expect(known?.realName).toBe(given.known.realName);

    const members = await given.app.getAs({ user: given.admin }, `${BASE}/groups/class-b/members`);
    expect(members.json().data.list.map((row: { userName: string }) => row.userName)).toEqual([
      'known-1',
      'new-1',
    ]);
    const csv = await given.app.getAs({ user: given.admin }, `${BASE}/groups/class-b/members.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('userName,realName,userCode,mobile,email\r\n');
    expect(csv.body).toContain("new-1,New One,,,'=cmd()\r\n");

    // The new account signs in with the password of its row.
    const login = await given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { schoolId: given.school.id, userName: 'new-1', password: 'password-1' },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('is for exam admins only', async () => {
    expect((await given.app.getAs({ user: given.student }, `${BASE}/groups`)).statusCode).toBe(403);
    expect((await given.app.getAs('anonymous', `${BASE}/groups`)).statusCode).toBe(401);
    expect((await given.app.getAs({ user: given.admin }, `${BASE}/groups/nope/members`)).statusCode).toBe(
      404,
    );
  });
});
