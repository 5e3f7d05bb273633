import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { newDataDir, processTree, startServer } from '../../../../apps/server/src/test/server-process';
import { createTestDatabase } from '../../../../apps/server/src/test/test-database';
import { acquireTestPostgres } from '../../../../apps/server/src/test/test-postgres';
import { countLost, durabilityServerEnv, type Ledger, prepareAttempts, saveOnce } from '../../durability';
import type { Figure } from '../figures';

const WORKERS = 3;
const LOGIN_LIMIT = 4;
/** A save with no answer for this long is counted as hung, abandoned, and sent again. */
const HANG_MS = 10_000;

/**
 * Several server processes (WORKERS, node:cluster) on one PostgreSQL server, sharing limits through Redis when
 * REDIS_URL is set (else through the database's counters): one process is killed (`kill -9`) while every candidate
 * saves over kept-alive connections, as a browser does (spread over the processes as they were opened); a save
 * without an answer for 10 s is counted, abandoned and sent again; nothing acknowledged may be missing. Then one
 * login limit is tried over connections the processes take in turn: it must hold for them together.
 *
 * With a new connection for every save instead, about one save per kill hangs: node:cluster's primary accepts a
 * connection and hands it to a process, and one killed before taking it leaves it open with nobody to answer
 * (nodejs/node-v0.x-archive#7006). docs/proof.md says what that means for pages.
 */
export async function runSeveralProcesses(rounds: number, candidates: number): Promise<Figure[]> {
  const release = await acquireTestPostgres();
  const database = await createTestDatabase();
  const appDir = newDataDir('iexam-workers-');
  const redisUrl = process.env.REDIS_URL;
  const server = await startServer(appDir, {
    ...durabilityServerEnv(database.url),
    WORKERS: String(WORKERS),
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const ledger: Ledger = { acknowledged: new Map(), count: 0 };
  let lost = 0;
  let killed = 0;
  let sent = 0;
  let hung = 0;
  try {
    const attempts = await prepareAttempts(server, database.url, candidates);
    for (let round = 1; round <= rounds; round++) {
      const stop = { now: false };
      const loops = attempts.map(async (attempt) => {
        while (!stop.now) {
          const status = await saveOnce(server, attempt, `workers ${round}`, ledger, {
            timeoutMs: HANG_MS,
          }).catch((error: unknown) => ((error as Error).name === 'TimeoutError' ? 'hung' : 0));
          sent += 1;
          if (status === 'hung') hung += 1;
          if (status !== 200) attempt.seq -= 1; // not stored as far as the page knows: sent again
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 1_000));
      const [, victim] = processTree(server.child.pid as number);
      if (victim) {
        process.kill(victim, 'SIGKILL');
        killed += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      stop.now = true;
      await Promise.all(loops);
      lost += await countLost(server, attempts, ledger);
    }

    // One account's login tries, a connection each: the processes take them in turn.
    const body = JSON.stringify({
      schoolId: 'durability',
      userName: `nobody-${randomUUID()}`,
      password: 'wrong-1',
    });
    const servedBy = new Set<string>();
    let letThrough = 0;
    const TRIES = LOGIN_LIMIT * 2 + 2;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const response = await fetch(`${server.url}/api/accounts/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body,
      });
      await response.arrayBuffer();
      servedBy.add(response.headers.get('x-served-by') ?? '?');
      if (response.status !== 429) letThrough += 1;
    }
    const shared = redisUrl ? 'Redis' : "the database's counters";
    return [
      {
        id: 'R-multi',
        name: `acknowledged saves lost with ${WORKERS} processes on one PostgreSQL, ${killed} process(es) killed (kill -9) under load`,
        count: lost,
        of: ledger.count,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'R-multi',
        name: `saves left without an answer for ${HANG_MS / 1000} s when a process was killed`,
        count: hung,
        of: sent,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'R-multi',
        name: `login tries let through before 429, the limit ${LOGIN_LIMIT} shared through ${shared} by the ${servedBy.size} processes that answered`,
        count: letThrough,
        of: TRIES,
        goal: { kind: 'exactly', value: servedBy.size > 1 ? LOGIN_LIMIT : -1 },
      },
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(appDir, { recursive: true, force: true });
    await database.close();
    await release();
  }
}
