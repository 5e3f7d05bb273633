import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** The request clock these tests own: sessions and tokens are judged against it, never against the wall clock. */
const NOW = new Date('2031-05-06T07:08:09.000Z');
const IN_A_MINUTE = new Date(NOW.getTime() + 60_000);

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
    await vi.waitFor(async () => expect((await me(second, token)).statusCode).toBe(401), {
      timeout: REVOCATION_POLL_MS * 4,
      interval: 50,
    });
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
    // Once the other process has read the announcement, only the ended session is refused there.
    await vi.waitFor(async () => expect((await me(second, ended)).statusCode).toBe(401), {
      timeout: REVOCATION_POLL_MS * 4,
      interval: 50,
    });
    expect((await me(second, kept)).statusCode).toBe(200);
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

  afterEach(() => {
    vi.useRealTimers();
  });

  const openSession = async (id: string, expiresAt: Date) => {
    await testDatabase.db().insert(authSessions).values({ schoolId, id, userId, expiresAt });
  };

  it('refuses a remembered session once the request clock passes its expiry', async () => {
    const sessions = createLiveSessions(testDatabase.db());
    const expiresAt = IN_A_MINUTE;
    await openSession('expiring', expiresAt);
    expect(await sessions.isLive({ schoolId, sessionId: 'expiring', userId }, NOW)).toBe(true);
    expect(
      await sessions.isLive({ schoolId, sessionId: 'expiring', userId }, new Date(expiresAt.getTime() + 1)),
    ).toBe(false);
  });

  it('refuses a session of another school with the same id', async () => {
    const sessions = createLiveSessions(testDatabase.db());
    await openSession('school-bound', IN_A_MINUTE);
    expect(
      await sessions.isLive({ schoolId: `${schoolId}-other`, sessionId: 'school-bound', userId }, NOW),
    ).toBe(false);
    expect(await sessions.isLive({ schoolId, sessionId: 'school-bound', userId }, NOW)).toBe(true);
  });

  it('refuses a session that another user opened, whatever the token says (issue 18)', async () => {
    const sessions = createLiveSessions(testDatabase.db());
    await openSession('user-bound', IN_A_MINUTE);
    expect(await sessions.isLive({ schoolId, sessionId: 'user-bound', userId: userId + 1 }, NOW)).toBe(false);
    expect(await sessions.isLive({ schoolId, sessionId: 'user-bound', userId }, NOW)).toBe(true);
    // From memory too: the remembered session still belongs to its own user only.
    expect(await sessions.isLive({ schoolId, sessionId: 'user-bound', userId: userId + 1 }, NOW)).toBe(false);
  });

  it('asks the database again after the recheck bound, so an unannounced deletion is seen', async () => {
    // The process measures the recheck bound on its monotonic clock; the test moves that clock instead of waiting.
    vi.useFakeTimers({ toFake: ['performance'] });
    const sessions = createLiveSessions(testDatabase.db(), { recheckMs: 100 });
    await openSession('deleted-by-hand', IN_A_MINUTE);
    expect(await sessions.isLive({ schoolId, sessionId: 'deleted-by-hand', userId }, NOW)).toBe(true);
    await testDatabase
      .db()
      .delete(authSessions)
      .where(and(eq(authSessions.schoolId, schoolId), eq(authSessions.id, 'deleted-by-hand')));
    vi.advanceTimersByTime(50);
    expect(await sessions.isLive({ schoolId, sessionId: 'deleted-by-hand', userId }, NOW)).toBe(true);
    vi.advanceTimersByTime(100);
    expect(await sessions.isLive({ schoolId, sessionId: 'deleted-by-hand', userId }, NOW)).toBe(false);
  });

  it('a revocation announced while the session was being read is not undone by that read', async () => {
    const sessions = createLiveSessions(testDatabase.db(), { pollMs: 0 });
    await openSession('raced', IN_A_MINUTE);
    const reading = sessions.isLive({ schoolId, sessionId: 'raced', userId }, NOW);
    sessions.forget(schoolId, 'raced');
    expect(await reading).toBe(false);
    expect(await sessions.isLive({ schoolId, sessionId: 'raced', userId }, NOW)).toBe(false);
  });

  it('revoking deletes the session and announces it', async () => {
    await openSession('announced', IN_A_MINUTE);
    const watcher = createLiveSessions(testDatabase.db(), { pollMs: 0 });
    expect(await watcher.isLive({ schoolId, sessionId: 'announced', userId }, NOW)).toBe(true);
    await revokeAuthSession(testDatabase.db(), schoolId, 'announced');
    await vi.waitFor(
      async () => expect(await watcher.isLive({ schoolId, sessionId: 'announced', userId }, NOW)).toBe(false),
      { timeout: 2_000, interval: 50 },
    );
    const fresh = createLiveSessions(testDatabase.db());
    expect(await fresh.isLive({ schoolId, sessionId: 'announced', userId }, NOW)).toBe(false);
  });
});

describe('verified tokens remembered by the signer', () => {
  it('refuses a remembered token once the request clock passes its expiry', async () => {
    const signer = createTokenSigner('a-test-secret-of-at-least-thirty-two-characters');
    const expiresAt = IN_A_MINUTE;
    const token = await signer.sign({ typ: 'open', schoolId: 's', examId: 1, openCandidateId: 2 }, expiresAt);
    expect(await signer.verify(token, NOW)).toMatchObject({ openCandidateId: 2 });
    expect(await signer.verify(token, new Date(expiresAt.getTime() + 1_000))).toBeUndefined();
  });

  it('a token of another secret is refused even after the same string was verified by its own signer', async () => {
    const own = createTokenSigner('a-test-secret-of-at-least-thirty-two-characters');
    const other = createTokenSigner('another-secret-of-at-least-thirty-two-characters');
    const token = await own.sign({ typ: 'open', schoolId: 's', examId: 1, openCandidateId: 2 }, IN_A_MINUTE);
    expect(await own.verify(token, NOW)).toBeDefined();
    expect(await other.verify(token, NOW)).toBeUndefined();
  });
});
