import { rmSync } from 'node:fs';
import { runningServerSocket } from '../../../../apps/server/src/db/embedded/data-folder';
import { socketUrl } from '../../../../apps/server/src/db/embedded/server';
import { newDataDir, startServer } from '../../../../apps/server/src/test/server-process';
import { countLost, durabilityServerEnv, type Ledger, prepareAttempts, saveOnce } from '../../durability';
import type { Figure } from '../figures';

/** What a save met: an answer's status, or no answer at all (the connection refused, reset or dropped). */
interface Outcome {
  startedAt: number;
  endedAt: number;
  status: number | 'no answer';
}

/** Statuses a page's answer queue retries: the save is kept and sent again. */
const RETRYABLE = new Set([503]);

/**
 * R13: SIGTERM to the server (`npm start`'s primary, WORKERS processes, the embedded PostgreSQL) while every
 * candidate saves as fast as it is answered. Saves in flight at the signal must be answered; saves after it either
 * acknowledged or refused with a retryable status (or, once the port is closed, not connected at all); after a
 * restart, no acknowledged save is missing.
 */
export async function runGracefulStop(rounds: number, candidates: number): Promise<Figure[]> {
  const dataDir = newDataDir('iexam-graceful-');
  const env = durabilityServerEnv();
  const ledger: Ledger = { acknowledged: new Map(), count: 0 };
  const outcomes: Outcome[] = [];
  const signals: number[] = [];
  let server = await startServer(dataDir, env);
  let lost = 0;
  try {
    const attempts = await prepareAttempts(
      server,
      socketUrl(runningServerSocket(dataDir) as string),
      candidates,
    );
    for (let round = 1; round <= rounds; round++) {
      const current = server;
      let isDown = false;
      void current.exited.then(() => {
        isDown = true;
      });
      const loops = attempts.map(async (attempt) => {
        while (!isDown) {
          const startedAt = performance.now();
          try {
            // A new connection each: node:cluster spreads them over the processes, and no idle keep-alive
            // connection is cut under a request the client believes it sent.
            const status = await saveOnce(current, attempt, `stop ${round}`, ledger, {
              headers: { connection: 'close' },
            });
            outcomes.push({ startedAt, endedAt: performance.now(), status });
          } catch {
            outcomes.push({ startedAt, endedAt: performance.now(), status: 'no answer' });
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 800 + Math.random() * 1_500));
      signals.push(performance.now());
      current.child.kill('SIGTERM');
      await current.exited;
      await Promise.all(loops);
      server = await startServer(dataDir, env);
      lost += await countLost(server, attempts, ledger);
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  // In flight at a signal: sent at least 5 ms before it (time for the request to reach the server).
  const inFlight = outcomes.filter((o) => signals.some((at) => o.startedAt < at - 5 && o.endedAt > at));
  const cutOff = inFlight.filter(
    (o) => o.status === 'no answer' || (o.status !== 200 && !RETRYABLE.has(o.status)),
  );
  const during = outcomes.filter((o) => typeof o.status === 'number' && o.status !== 200);
  const wrong = during.filter((o) => !RETRYABLE.has(o.status as number));
  for (const o of wrong.slice(0, 5)) console.log(`  R13: a save during the stop answered ${o.status}`);
  for (const o of cutOff.slice(0, 5))
    console.log(
      `  R13: a save in flight at the signal (sent ${Math.round(o.endedAt - o.startedAt)} ms before its end) met ${o.status}`,
    );
  const refused = outcomes.filter((o) => o.status === 503).length;
  return [
    {
      id: 'R13',
      name: `acknowledged saves lost across ${rounds} SIGTERM(s) under load`,
      count: lost,
      of: ledger.count,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'R13',
      name: 'saves in flight at the SIGTERM left unanswered or refused for good',
      count: cutOff.length,
      of: inFlight.length,
      goal: { kind: 'atMost', limit: 0 },
    },
    {
      id: 'R13',
      name: `saves refused during the stop with a status a page does not retry (${refused} answered 503)`,
      count: wrong.length,
      of: outcomes.length,
      goal: { kind: 'atMost', limit: 0 },
    },
  ];
}
