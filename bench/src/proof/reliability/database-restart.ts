import { rmSync } from 'node:fs';
import { startEmbeddedPostgres } from '../../../../apps/server/src/db/embedded/server';
import { newDataDir, processTree, startServer } from '../../../../apps/server/src/test/server-process';
import { countLost, durabilityServerEnv, type Ledger, prepareAttempts, saveOnce } from '../../durability';
import type { Figure } from '../figures';

const OUTAGE_MS = 1_500;

/**
 * R12: the PostgreSQL server the app uses (one started for this trial, never the machine's) is restarted while 20
 * candidates save. A page keeps a save it was not told is stored and sends it again: here each loop resends the same
 * save until it is acknowledged. Nothing acknowledged may be missing; the server's processes must be the same ones
 * before and after (it recovered without a restart of its own); the refusals during the outage are counted by status.
 */
export async function runDatabaseRestart(rounds: number, candidates: number): Promise<Figure[]> {
  const pgDir = newDataDir('iexam-r12-postgres-');
  const appDir = newDataDir('iexam-r12-app-');
  const noLog = () => undefined;
  let postgres = await startEmbeddedPostgres({ dataDir: pgDir, maxConnections: 200, log: noLog });
  const server = await startServer(appDir, durabilityServerEnv(postgres.url));
  const ledger: Ledger = { acknowledged: new Map(), count: 0 };
  const statuses = new Map<string, number>();
  let retried = 0;
  let lost = 0;
  let unanswered = 0;
  let sameProcesses = 0;
  try {
    const attempts = await prepareAttempts(server, postgres.url, candidates);
    const processesBefore = processTree(server.child.pid as number);
    for (let round = 1; round <= rounds; round++) {
      const stop = { now: false };
      const loops = attempts.map(async (attempt) => {
        while (!stop.now) {
          let status: number | string;
          try {
            status = await saveOnce(server, attempt, `restart ${round}`, ledger);
          } catch {
            status = 'no answer';
          }
          statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
          if (status !== 200) {
            // Not stored as far as the page knows: the same save goes again, after a pause.
            attempt.seq -= 1;
            retried += 1;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        // The page's queue drains: its last unacknowledged save is sent until it is stored (or 60 s pass).
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline) {
          const status = await saveOnce(server, attempt, `restart ${round} drain`, ledger).catch(() => 0);
          if (status === 200) return;
          attempt.seq -= 1;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        unanswered += 1;
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 1_000));
      await postgres.stop();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      postgres = await startEmbeddedPostgres({ dataDir: pgDir, maxConnections: 200, log: noLog });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      stop.now = true;
      await Promise.all(loops);
      if (server.child.exitCode !== null)
        throw new Error(`the server exited:\n${server.output().slice(-3_000)}`);
      lost += await countLost(server, attempts, ledger);
    }
    const processesAfter = processTree(server.child.pid as number);
    sameProcesses = processesBefore.filter((pid) => processesAfter.includes(pid)).length;
    if (sameProcesses !== processesBefore.length)
      console.log(
        `  R12: server processes before ${processesBefore.join(',')}, after ${processesAfter.join(',')}`,
      );
    console.log(`  R12: save answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
    const processCount = processesBefore.length;
    // A page's queue gives a save up on a 4xx other than 429 (refused for good); 5xx and no answer it retries.
    const given = [...statuses].filter(([status]) => /^4\d\d$/.test(status) && status !== '429');
    const givenUp = given.reduce((sum, [, count]) => sum + count, 0);
    const answered = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    return [
      {
        id: 'R12',
        name: `acknowledged saves lost across ${rounds} PostgreSQL restart(s) under load`,
        count: lost,
        of: ledger.count,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'R12',
        name: `candidates whose pending save was never stored after the restart (${retried} retries)`,
        count: unanswered,
        of: candidates * rounds,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'R12',
        name: 'saves refused for good (a 4xx a page does not retry) around the restart(s)',
        count: givenUp,
        of: answered,
        goal: { kind: 'atMost', limit: 0 },
      },
      {
        id: 'R12',
        name: 'server processes still the same after the restart(s) (recovered without a restart of its own)',
        count: sameProcesses,
        of: processCount,
        goal: { kind: 'all' },
      },
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await postgres.stop();
    rmSync(pgDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  }
}
