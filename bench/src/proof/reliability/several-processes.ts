import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { newDataDir, processTree, startServer } from '../../../../apps/server/src/test/server-process';
import { createTestDatabase } from '../../../../apps/server/src/test/test-database';
import { acquireTestPostgres } from '../../../../apps/server/src/test/test-postgres';
import {
  type Attempt,
  countLost,
  durabilityServerEnv,
  type Ledger,
  prepareAttempts,
  SCHOOL_ID,
} from '../../durability';
import type { Figure } from '../figures';

const WORKERS = 3;
const LOGIN_LIMIT = 4;
/** The page's SAVE_TIMEOUT_MS (apps/web/src/features/answer-sync/autosave-engine.ts): a save unanswered this long is sent again. */
const SAVE_TIMEOUT_MS = 15_000;
/** The page's first backoff after a failed save (AutosaveEngine's baseBackoffMs, with its jitter). */
const RESEND_AFTER_MS = 1_000;
/** The longest a save may wait, sent again as the page does, until it is acknowledged. */
const LONGEST_WAIT_GOAL_MS = 5_000;
const GIVE_UP_MS = 60_000;

interface Tally {
  saves: number;
  resent: number;
  timedOut: number;
  longestWaitMs: number;
  /** Saves still not acknowledged after GIVE_UP_MS of resending: the part reports them instead of waiting forever. */
  gaveUp: number;
  /** Answers per server process (x-served-by): how evenly the connections were spread. */
  servedBy: Map<string, number>;
}

/** One save as a page sends it: a new connection (`agent` undefined) or the page's kept-alive one. */
function post(
  url: string,
  attempt: Attempt,
  body: string,
  agent: Agent | undefined,
  servedBy: Map<string, number>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    // A connection closed by the kill can end the answer without 'end' or 'error': 'close' settles it too.
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      outcome();
    };
    // The page's own timer runs from the send, whatever the connection does (one waiting for a socket has no
    // socket timeout yet).
    const watchdog = setTimeout(
      () => outgoing.destroy(Object.assign(new Error('no answer'), { name: 'TimeoutError' })),
      SAVE_TIMEOUT_MS,
    );
    const closed = () => settle(() => reject(new Error('connection closed')));
    const outgoing = request(
      `${url}/api/iexam/useranswer/v1/answer`,
      {
        method: 'POST',
        agent: agent ?? false,
        headers: {
          authorization: `Bearer ${attempt.token}`,
          'x-tenant-id': SCHOOL_ID,
          'content-type': 'application/json',
          ...(agent ? {} : { connection: 'close' }),
        },
      },
      (response) => {
        const by = String(response.headers['x-served-by']);
        servedBy.set(by, (servedBy.get(by) ?? 0) + 1);
        response.resume();
        response.on('end', () => settle(() => resolve(response.statusCode ?? 0)));
        response.on('error', closed);
        response.on('close', () => (response.complete ? undefined : closed()));
      },
    );
    outgoing.on('error', (error) => settle(() => reject(error)));
    outgoing.on('close', () => setImmediate(closed));
    outgoing.end(body);
  });
}

/**
 * A page's save: the next seq of one subject, sent until acknowledged as AutosaveEngine does (a save without an
 * answer for SAVE_TIMEOUT_MS or refused by a closed connection is sent again after the first backoff, with the same
 * seq and text, which the server stores once). Returns how long it waited.
 */
async function saveUntilAcknowledged(
  url: string,
  attempt: Attempt,
  label: string,
  agent: Agent | undefined,
  ledger: Ledger,
  tally: Tally,
): Promise<void> {
  attempt.seq += 1;
  const seq = attempt.seq;
  const subjectId = attempt.subjectIds[seq % attempt.subjectIds.length] as number;
  const answer = `${label}, seq ${seq}`;
  const body = JSON.stringify({
    examResultId: attempt.examResultId,
    clientId: attempt.clientId,
    answers: [{ subjectId, answer, seq }],
  });
  const started = performance.now();
  let resent = false;
  for (;;) {
    const status = await post(url, attempt, body, agent, tally.servedBy).catch((error: Error) =>
      error.name === 'TimeoutError' ? 'timeout' : 'closed',
    );
    if (status === 200) break;
    if (performance.now() - started > GIVE_UP_MS) {
      tally.gaveUp += 1;
      console.log(
        `  R-multi: a save unacknowledged after ${GIVE_UP_MS / 1000} s (last: ${status}) at ${url}`,
      );
      return;
    }
    if (status === 'timeout') tally.timedOut += 1;
    resent = true;
    await new Promise((resolve) => setTimeout(resolve, RESEND_AFTER_MS * (0.8 + 0.4 * Math.random())));
  }
  ledger.acknowledged.set(`${attempt.examResultId}:${subjectId}`, { seq, answer });
  ledger.count += 1;
  tally.saves += 1;
  if (resent) tally.resent += 1;
  tally.longestWaitMs = Math.max(tally.longestWaitMs, performance.now() - started);
}

/**
 * Several server processes (WORKERS, node:cluster) on one PostgreSQL server, sharing limits through Redis when
 * REDIS_URL is set (else through the database's counters): one process is killed (`kill -9`) while every candidate
 * saves as a page does, half over a kept-alive connection and half over a new connection for every save (so
 * connections are being accepted at the kill). Each save is sent until acknowledged; nothing acknowledged may be
 * missing, and no save may wait long. Then one login limit is tried over connections the processes take in turn: it
 * must hold for them together.
 *
 * Under node's round robin (NODE_CLUSTER_SCHED_POLICY=rr replays it) about one save per kill waited the page's 15 s:
 * the primary had handed its connection to the process just killed (apps/server/src/processes/primary.ts).
 */
export async function runSeveralProcesses(rounds: number, candidates: number): Promise<Figure[]> {
  const release = await acquireTestPostgres();
  const database = await createTestDatabase();
  const appDir = newDataDir('iexam-workers-');
  const redisUrl = process.env.REDIS_URL;
  const policy = process.env.NODE_CLUSTER_SCHED_POLICY === 'rr' ? 'round robin' : 'the kernel';
  const server = await startServer(appDir, {
    ...durabilityServerEnv(database.url),
    WORKERS: String(WORKERS),
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const ledger: Ledger = { acknowledged: new Map(), count: 0 };
  const tally: Tally = { saves: 0, resent: 0, timedOut: 0, longestWaitMs: 0, gaveUp: 0, servedBy: new Map() };
  const agents = Array.from({ length: candidates }, (_, index) =>
    index % 2 === 0 ? new Agent({ keepAlive: true }) : undefined,
  );
  let lost = 0;
  let killed = 0;
  try {
    const attempts = await prepareAttempts(server, database.url, candidates);
    for (let round = 1; round <= rounds; round++) {
      const stop = { now: false };
      const loops = attempts.map(async (attempt, index) => {
        while (!stop.now)
          await saveUntilAcknowledged(server.url, attempt, `workers ${round}`, agents[index], ledger, tally);
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

    // What the server said, for a run that gave saves up (once seen: saves refused at a port nobody listened on).
    if (tally.gaveUp > 0) console.log(`  R-multi: the server's output:\n${server.output().slice(-3_000)}`);
    const spread = [...tally.servedBy.values()].sort((a, b) => b - a).join(', ');
    console.log(`  R-multi: answers per server process (connections handed out by ${policy}): ${spread}`);

    // One account's login tries, a connection each: the processes take them in turn.
    const body = JSON.stringify({
      schoolId: 'durability',
      userName: `nobody-${randomUUID()}`,
      password: 'wrong-1',
    });
    const servedBy = new Set<string>();
    let letThrough = 0;
    let tries = 0;
    // The kernel spreads connections unevenly (docs/proof.md): go on until two processes or more have answered.
    while (tries < LOGIN_LIMIT * 2 + 2 || (servedBy.size < 2 && tries < 60)) {
      tries += 1;
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
        name: `saves that waited the page's ${SAVE_TIMEOUT_MS / 1000} s without an answer (connections handed out by ${policy})`,
        count: tally.timedOut,
        of: tally.saves,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'R-multi',
        name: `saves given up unacknowledged after ${GIVE_UP_MS / 1000} s of resending`,
        count: tally.gaveUp,
        of: tally.saves + tally.gaveUp,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'R-multi',
        name: 'saves sent again before they were acknowledged (a connection closed by the kill, or no answer), counted, not a goal',
        count: tally.resent,
        of: tally.saves,
        goal: { kind: 'atMost', limit: tally.saves },
      },
      {
        id: 'R-multi',
        name: `the longest wait of a save until acknowledged, in ms (goal ≤ ${LONGEST_WAIT_GOAL_MS} ms), of the saves`,
        count: Math.round(tally.longestWaitMs),
        of: tally.saves,
        goal: { kind: 'atMost', limit: LONGEST_WAIT_GOAL_MS },
      },
      {
        id: 'R-multi',
        name: `login tries let through before 429, the limit ${LOGIN_LIMIT} shared through ${shared} by the ${servedBy.size} processes that answered`,
        count: letThrough,
        of: tries,
        goal: { kind: 'exactly', value: servedBy.size > 1 ? LOGIN_LIMIT : -1 },
      },
    ];
  } finally {
    for (const agent of agents) agent?.destroy();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(appDir, { recursive: true, force: true });
    await database.close();
    await release();
  }
}
