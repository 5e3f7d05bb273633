import { ONE_TIME_LOGIN_CODE_TTL_MINUTES } from '@iexam/domain/accounts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, loginCodes, rateCounters, users } from '../../db/schema';
import { createSchool, createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';
import { LOGIN_CODE_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_SCHOOL } from '../accounts/login-budgets';

const MINUTE = 60_000;

describe('one-time login codes an exam admin issues to staff (issue 35)', () => {
  // The app's clock, moved by the tests.
  let now = new Date('2026-06-01T08:00:00Z');
  const given = useSchool(
    { clock: () => now, config: { loginRateLimitPerMinute: 100 } },
    { admin: { role: 'exam_admin' }, proctor: { role: 'proctor' }, pupil: {} },
  );
  const issue = (userId: number, by = given.admin) =>
    given.app.postAs({ user: by }, `/api/admin/v1/staff/${userId}/login-code`, {});
  const issuedCode = async (userId: number) => {
    const response = await issue(userId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.code as string;
  };
  const login = (
    userName: string,
    secret: { oneTimeCode: string } | { password: string },
    schoolId = given.school.id,
  ) =>
    given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      remoteAddress: '10.52.0.1',
      payload: { schoolId, userName, ...secret },
    });
  const wrongPassword = async () => (await login(given.proctor.userName, { password: 'nope' })).json();

  it('issues a code of two groups of five, valid 15 minutes, stored as a hash and audited without it', async () => {
    const response = await issue(given.proctor.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { code, expiresAt, userName } = response.json().data;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(userName).toBe(given.proctor.userName);
    expect(new Date(expiresAt).getTime()).toBe(now.getTime() + ONE_TIME_LOGIN_CODE_TTL_MINUTES * MINUTE);
    const bare = code.replace('-', '');
    const stored = await given.db().select().from(loginCodes).where(eq(loginCodes.userId, given.proctor.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(bare);
    expect(stored[0]).toMatchObject({ issuedBy: given.admin.id, usedAt: null });
    const entries = await given
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, given.school.id), eq(auditLog.action, 'staff.login-code')));
    expect(entries.at(-1)).toMatchObject({
      userId: given.admin.id,
      target: `user:${given.proctor.id}`,
      detail: { userName: given.proctor.userName, expiresAt },
    });
    expect(JSON.stringify(entries)).not.toContain(bare);
    expect(JSON.stringify(entries)).not.toContain(code);
  });

  it('only an exam admin issues (403), and only for staff of the school (404)', async () => {
    expect((await issue(given.admin.id, given.proctor)).statusCode).toBe(403);
    expect((await issue(given.pupil.id)).statusCode).toBe(404);
    const other = await createSchool(given.db());
    const elsewhere = await createUser(given.db(), other.id, { role: 'proctor' });
    expect((await issue(elsewhere.id)).statusCode).toBe(404);
    expect((await issue(999_999)).statusCode).toBe(404);
    const anonymous = await given.app.inject({
      method: 'POST',
      url: `/api/admin/v1/staff/${given.proctor.id}/login-code`,
      headers: { 'x-tenant-id': given.school.id },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('logs in once: the same code again is refused as a wrong password is; the use is audited', async () => {
    const code = await issuedCode(given.proctor.id);
    const first = await login(given.proctor.userName, { oneTimeCode: code.toLowerCase() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.user).toMatchObject({ id: given.proctor.id, role: 'proctor' });
    const again = await login(given.proctor.userName, { oneTimeCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(await wrongPassword());
    const [used] = await given
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, given.school.id), eq(auditLog.action, 'staff.login-code.use')));
    expect(used).toMatchObject({ userId: given.proctor.id, target: `user:${given.proctor.id}` });
  });

  it('two logins with one code at once: exactly one gets in', async () => {
    const code = await issuedCode(given.proctor.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => login(given.proctor.userName, { oneTimeCode: code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('a new code replaces the last one', async () => {
    const first = await issuedCode(given.proctor.id);
    const second = await issuedCode(given.proctor.id);
    expect((await login(given.proctor.userName, { oneTimeCode: first })).statusCode).toBe(401);
    expect((await login(given.proctor.userName, { oneTimeCode: second })).statusCode).toBe(200);
  });

  it('a code works until its 15 minutes are up, not after', async () => {
    const issuedAt = now;
    const late = await issuedCode(given.proctor.id);
    now = new Date(issuedAt.getTime() + ONE_TIME_LOGIN_CODE_TTL_MINUTES * MINUTE);
    expect((await login(given.proctor.userName, { oneTimeCode: late })).statusCode).toBe(401);
    now = issuedAt;
    const inTime = await issuedCode(given.proctor.id);
    now = new Date(issuedAt.getTime() + ONE_TIME_LOGIN_CODE_TTL_MINUTES * MINUTE - 1_000);
    expect((await login(given.proctor.userName, { oneTimeCode: inTime })).statusCode).toBe(200);
    now = issuedAt;
  });

  it("another school's account of the same name, or an account no longer staff, is refused", async () => {
    const code = await issuedCode(given.proctor.id);
    const other = await createSchool(given.db());
    await createUser(given.db(), other.id, { userName: given.proctor.userName, role: 'proctor' });
    const elsewhere = await login(given.proctor.userName, { oneTimeCode: code }, other.id);
    expect(elsewhere.statusCode).toBe(401);
    const demoted = await given.newUser({ role: 'grader' });
    const demotedCode = await issuedCode(demoted.id);
    await given.db().update(users).set({ role: 'candidate' }).where(eq(users.id, demoted.id));
    expect((await login(demoted.userName, { oneTimeCode: demotedCode })).statusCode).toBe(401);
    expect((await login(given.pupil.userName, { oneTimeCode: code })).statusCode).toBe(401);
    // The code was not spent by the refusals.
    expect((await login(given.proctor.userName, { oneTimeCode: code })).statusCode).toBe(200);
  });

  it("while a spray has spent the school's budget, a code logs staff in without a proof of work", async () => {
    // The shared counters' windows run on PostgreSQL's clock, not the app's.
    const windowEndsAt = sql`clock_timestamp() + interval '10 minutes'`;
    const count = LOGIN_FAILURES_PER_SCHOOL.maxFailures;
    const key = `guess:login-school:${given.school.id}`;
    await given
      .db()
      .insert(rateCounters)
      .values([
        { key, count, windowEndsAt },
        { key: `${key}:failed`, count, windowEndsAt },
      ])
      .onConflictDoUpdate({ target: rateCounters.key, set: { count, windowEndsAt } });
    const refused = await login(given.proctor.userName, { password: DEFAULT_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toMatchObject({ challengeRequired: true });
    const code = await issuedCode(given.proctor.id);
    expect((await login(given.proctor.userName, { oneTimeCode: code })).statusCode).toBe(200);
  });

  it("wrong codes count against the account's own budget: past it even the right code waits", async () => {
    const grader = await given.newUser({ role: 'grader' });
    const code = await issuedCode(grader.id);
    for (let index = 0; index < LOGIN_CODE_FAILURES_PER_ACCOUNT.maxFailures; index += 1)
      expect((await login(grader.userName, { oneTimeCode: `WRONG-${index}0000` })).statusCode).toBe(401);
    const refused = await login(grader.userName, { oneTimeCode: code });
    expect(refused.statusCode).toBe(429);
  });

  it('a login sends a password or a code, not both and not neither (400 at password)', async () => {
    const both = await login(given.proctor.userName, { password: 'x', oneTimeCode: 'y' } as never);
    expect(both.statusCode).toBe(400);
    expect(both.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual(['password']);
    const neither = await given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { schoolId: given.school.id, userName: given.proctor.userName },
    });
    expect(neither.statusCode).toBe(400);
  });
});
