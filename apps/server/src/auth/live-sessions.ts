import { lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { matching } from '../db/matching';
import { authSessionRevocations, authSessions } from '../db/schema';

/**
 * How long a login session this process checked is trusted without asking the database again. Logouts are announced
 * much sooner (below); this bounds only what nobody announced, such as a user deleted by an import.
 */
export const SESSION_RECHECK_MS = 10_000;

/** How often a process reads the logouts announced by every process (docs/decisions/0018). */
export const REVOCATION_POLL_MS = 1_000;

/**
 * Announcements older than this are deleted by the next logout. Polls read back a few seconds at a time, and a
 * process that has not polled for longer than SESSION_RECHECK_MS trusts none of its entries anyway.
 */
const REVOCATION_KEEP_MS = 10 * 60_000;

/** A poll reads back this far before its previous poll, so a logout that committed late is not missed. */
const POLL_OVERLAP_MS = 5_000;

/** At most this many sessions are remembered; the oldest checks go first. */
const MAX_ENTRIES = 100_000;

export interface LiveSessionsOptions {
  recheckMs?: number;
  pollMs?: number;
}

export interface LiveSessions {
  /**
   * Whether the login session exists, belongs to the user the token names, and has not expired at `now`: from
   * memory when checked recently.
   */
  isLive(session: { schoolId: string; sessionId: string; userId: number }, now: Date): Promise<boolean>;
  /** Forgets a session this process ended, at once (other processes learn it from the announcement). */
  forget(schoolId: string, sessionId: string): void;
}

/**
 * DESIGN §5 hot paths: every logged-in request used to read its login session from the database. A process now keeps
 * the sessions it checked (their expiry) for SESSION_RECHECK_MS, and drops a session as soon as it reads that it was
 * logged out: at once in the process that ended it, within about REVOCATION_POLL_MS in every other.
 */
export function createLiveSessions(db: Db, options: LiveSessionsOptions = {}): LiveSessions {
  const recheckMs = options.recheckMs ?? SESSION_RECHECK_MS;
  const pollMs = options.pollMs ?? REVOCATION_POLL_MS;
  const checked = new Map<string, { expiresAt: number; userId: number; checkedAt: number }>();
  const loading = new Map<string, Promise<StoredSession | undefined>>();
  // Logged-out sessions seen lately: a database check that began before the logout must not be kept after it.
  const revoked = new Map<string, number>();
  let polledUntil: Date | undefined;
  let polledAt = -Infinity;
  let polling = false;

  const keyOf = (schoolId: string, sessionId: string) => `${schoolId}\u0000${sessionId}`;

  function markRevoked(key: string, at: number) {
    checked.delete(key);
    // Re-inserted so the map stays in the order of sighting, which the pruning in poll() relies on.
    revoked.delete(key);
    revoked.set(key, at);
  }

  async function poll() {
    const since = polledUntil
      ? new Date(polledUntil.getTime() - POLL_OVERLAP_MS)
      : new Date(Date.now() - recheckMs - POLL_OVERLAP_MS);
    // An aggregate answers one row even when nobody logged out, so the database's clock comes back every time.
    const result = await db.execute<PollRow>(
      sql`select now() as polled_until, coalesce(json_agg(json_build_array(${authSessionRevocations.schoolId},
        ${authSessionRevocations.sessionId})), '[]'::json) as revoked
        from ${authSessionRevocations} where ${authSessionRevocations.revokedAt} > ${since}`,
    );
    const row = result.rows[0];
    if (!row) return;
    const now = performance.now();
    const pairs: [string, string][] = typeof row.revoked === 'string' ? JSON.parse(row.revoked) : row.revoked;
    for (const [schoolId, sessionId] of pairs) markRevoked(keyOf(schoolId, sessionId), now);
    polledUntil = new Date(row.polled_until);
    for (const [key, at] of revoked) {
      if (now - at < recheckMs + pollMs) break;
      revoked.delete(key);
    }
  }

  function pollInBackground(now: number) {
    if (polling || now - polledAt < pollMs) return;
    polling = true;
    polledAt = now;
    poll()
      .catch(() => undefined)
      .finally(() => {
        polling = false;
      });
  }

  function load(schoolId: string, sessionId: string, key: string): Promise<StoredSession | undefined> {
    const pending = loading.get(key);
    if (pending !== undefined) return pending;
    const startedAt = performance.now();
    const promise = readSession(db, schoolId, sessionId)
      .then((stored) => {
        // Logged out while the row was read: what was read may predate the logout.
        if (revoked.has(key)) return undefined;
        if (stored) {
          if (checked.size >= MAX_ENTRIES) checked.delete(checked.keys().next().value as string);
          checked.set(key, {
            expiresAt: stored.expiresAt.getTime(),
            userId: stored.userId,
            checkedAt: startedAt,
          });
        }
        return stored;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  }

  return {
    async isLive({ schoolId, sessionId, userId }, now) {
      const clock = performance.now();
      pollInBackground(clock);
      const key = keyOf(schoolId, sessionId);
      if (revoked.has(key)) return false;
      const hit = checked.get(key);
      // A process whose polls stopped answering trusts nothing older than the recheck bound either.
      if (hit && clock - hit.checkedAt < recheckMs && clock - polledAt < recheckMs)
        return hit.userId === userId && hit.expiresAt > now.getTime();
      const stored = await load(schoolId, sessionId, key);
      // The session must be the one the token's own user opened (issue 18: a session id is not a user id).
      return stored !== undefined && stored.userId === userId && stored.expiresAt > now;
    },
    forget(schoolId, sessionId) {
      markRevoked(keyOf(schoolId, sessionId), performance.now());
    },
  };
}

// A type, not an interface: execute<Row>() wants a row type with an index signature.
type PollRow = {
  polled_until: string | Date;
  revoked: [string, string][] | string;
};

interface StoredSession {
  expiresAt: Date;
  userId: number;
}

async function readSession(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({ expiresAt: authSessions.expiresAt, userId: authSessions.userId })
    .from(authSessions)
    .where(matching(authSessions, { schoolId, id: sessionId }))
    .limit(1);
  return row;
}

/**
 * Ends a login session and announces it to every process, in one transaction; prunes announcements nobody needs.
 */
export async function revokeAuthSession(db: Db, schoolId: string, sessionId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(authSessions).where(matching(authSessions, { schoolId, id: sessionId }));
    await tx.insert(authSessionRevocations).values({ schoolId, sessionId });
    await tx
      .delete(authSessionRevocations)
      .where(
        lt(
          authSessionRevocations.revokedAt,
          sql`now() - make_interval(secs => ${REVOCATION_KEEP_MS / 1000})`,
        ),
      );
  });
}
