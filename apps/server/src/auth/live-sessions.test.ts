import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema';
import { build, type TestApp, useTestDatabase } from '../test/build-app';
import { createSchool, createUser, type User } from '../test/factories';
import {
  createLiveSessions,
  REVOCATION_POLL_MS,
  revokeAuthSession,
  SESSION_RECHECK_MS,
} from './live-sessions';
import { createTokenSigner } from './tokens';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `check` holds or `limitMs` passed; the answer is whether it held. */
async function eventually(check: () => Promise<boolean>, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await pause(50);
  }
  return check();
}

describe('logout across server processes (docs/decisions/0018)', () => {
  let first: TestApp;
  let second: TestApp;
  let user: User;

  beforeAll(async () => {
    first = await build();
    // A second "process" on the same database, with caches of its own.
    second = await build({ database: first.database });
    const school = await createSchool(first.database.db);
    user = await createUser(first.database.db, school.id);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const me = (app: TestApp, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/accounts/users/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('logging out in one process stops the token at once there and within the poll interval in another', async () => {
    const token = await first.tokenFor({ user });
    // Both processes have checked the session and keep it.
    expect((await me(first, token)).statusCode).toBe(200);
    expect((await me(second, token)).statusCode).toBe(200);

    const out = await first.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(first, token)).statusCode).toBe(401);
    // Well inside the ten-second recheck bound: the other process learnt it from the announcement.
    const refused = await eventually(
      async () => (await me(second, token)).statusCode === 401,
      REVOCATION_POLL_MS * 4,
    );
    expect(refused).toBe(true);
    expect(REVOCATION_POLL_MS * 4).toBeLessThan(SESSION_RECHECK_MS);
  });

  it('another login of the same user keeps working after the first logged out', async () => {
    const kept = await first.tokenFor({ user });
    const ended = await first.tokenFor({ user });
    await first.inject({
      method: 'POST',
      url: '/api/accounts/logout',
      headers: { authorization: `Bearer ${ended}` },
    });
    await pause(REVOCATION_POLL_MS * 2);
    expect((await me(second, kept)).statusCode).toBe(200);
    expect((await me(second, ended)).statusCode).toBe(401);
  });
});

describe('the process memory of checked login sessions', () => {
  const testDatabase = useTestDatabase();
  let schoolId: string;
  let userId: number;

  beforeAll(async () => {
    schoolId = (await createSchool(testDatabase.db())).id;
    userId = (await createUser(testDatabase.db(), schoolId)).id;
  });

  const openSession = async (id: string, expiresAt: Date) => {
    await testDatabase.db().insert(authSessions).values({ schoolId, id, userId, expiresAt });
  };

  it('refuses a remembered session once the request clock passes its expiry', async () => {
    const sessions = createLiveSessions(testDatabase.db());
    const expiresAt = new Date(Date.now() + 60_000);
    await openSession('expiring', expiresAt);
    expect(await sessions.isLive({ schoolId, sessionId: 'expiring', userId }, new Date())).toBe(true);
    expect(
      await sessions.isLive({ schoolId, sessionId: 'expiring', userId }, new Date(expiresAt.getTime() + 1)),
    ).toBe(false);
  });

  it('refuses a session of another school with the same id', async () => {
    const sessions = createLiveSessions(testDatabase.db());
    await openSession('school-bound', new Date(Date.now() + 60_000));
    expect(
      await sessions.isLive({ schoolId: `${schoolId}-other`, sessionId: 'school-bound', userId }, new Date()),
    ).toBe(false);
    expect(await sessions.isLive({ schoolId, sessionId: 'school-bound', userId }, new Date())).toBe(true);
  });

  it('refuses a session that another user opened, whatever the token says (issue 18)', async () => {
    const sessions = createLiveSessions(testDatabase.db());
    await openSession('user-bound', new Date(Date.now() + 60_000));
    expect(await sessions.isLive({ schoolId, sessionId: 'user-bound', userId: userId + 1 }, new Date())).toBe(
      false,
    );
    expect(await sessions.isLive({ schoolId, sessionId: 'user-bound', userId }, new Date())).toBe(true);
    // From memory too: the remembered session still belongs to its own user only.
    expect(await sessions.isLive({ schoolId, sessionId: 'user-bound', userId: userId + 1 }, new Date())).toBe(
      false,
    );
  });

  it('asks the database again after the recheck bound, so an unannounced deletion is seen', async () => {
    const sessions = createLiveSessions(testDatabase.db(), { recheckMs: 100 });
    await openSession('deleted-by-hand', new Date(Date.now() + 60_000));
    expect(await sessions.isLive({ schoolId, sessionId: 'deleted-by-hand', userId }, new Date())).toBe(true);
    await testDatabase
      .db()
      .delete(authSessions)
      .where(and(eq(authSessions.schoolId, schoolId), eq(authSessions.id, 'deleted-by-hand')));
    await pause(150);
    expect(await sessions.isLive({ schoolId, sessionId: 'deleted-by-hand', userId }, new Date())).toBe(false);
  });

  it('a revocation announced while the session was being read is not undone by that read', async () => {
    const sessions = createLiveSessions(testDatabase.db(), { pollMs: 0 });
    await openSession('raced', new Date(Date.now() + 60_000));
    const reading = sessions.isLive({ schoolId, sessionId: 'raced', userId }, new Date());
    sessions.forget(schoolId, 'raced');
    expect(await reading).toBe(false);
    expect(await sessions.isLive({ schoolId, sessionId: 'raced', userId }, new Date())).toBe(false);
  });

  it('revoking deletes the session and announces it', async () => {
    await openSession('announced', new Date(Date.now() + 60_000));
    const watcher = createLiveSessions(testDatabase.db(), { pollMs: 0 });
    expect(await watcher.isLive({ schoolId, sessionId: 'announced', userId }, new Date())).toBe(true);
    await revokeAuthSession(testDatabase.db(), schoolId, 'announced');
    const refused = await eventually(
      () => watcher.isLive({ schoolId, sessionId: 'announced', userId }, new Date()).then((x) => !x),
      2_000,
    );
    expect(refused).toBe(true);
    const fresh = createLiveSessions(testDatabase.db());
    expect(await fresh.isLive({ schoolId, sessionId: 'announced', userId }, new Date())).toBe(false);
  });
});

describe('verified tokens remembered by the signer', () => {
  it('refuses a remembered token once the request clock passes its expiry', async () => {
    const signer = createTokenSigner('a-test-secret-of-at-least-thirty-two-characters');
    const expiresAt = new Date(Date.now() + 60_000);
    const token = await signer.sign({ typ: 'open', schoolId: 's', examId: 1, openCandidateId: 2 }, expiresAt);
    expect(await signer.verify(token, new Date())).toMatchObject({ openCandidateId: 2 });
    expect(await signer.verify(token, new Date(expiresAt.getTime() + 1_000))).toBeUndefined();
  });

  it('a token of another secret is refused even after the same string was verified by its own signer', async () => {
    const own = createTokenSigner('a-test-secret-of-at-least-thirty-two-characters');
    const other = createTokenSigner('another-secret-of-at-least-thirty-two-characters');
    const token = await own.sign(
      { typ: 'open', schoolId: 's', examId: 1, openCandidateId: 2 },
      new Date(Date.now() + 60_000),
    );
    expect(await own.verify(token, new Date())).toBeDefined();
    expect(await other.verify(token, new Date())).toBeUndefined();
  });
});
