import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { claimRuns } from '../repo';
import type { Sandbox } from '../sandbox/sandbox';
import { judgeRun } from './judge-run';

export interface JudgeWorkerOptions {
  /** Runs this process judges at once (the sandbox's threads and processes bound the real parallelism). */
  concurrency: number;
  /** How long the queue rests when empty before it is looked at again. */
  idleMs: number;
  /** A run claimed this long ago by a process that never finished it is taken again. */
  leaseMs: number;
}

/**
 * The background judge of one server process: takes queued programs from the database, runs them, and goes on
 * while there is work. Failures are logged and the run stays in the queue (taken again after the lease).
 */
export function startJudgeWorker(
  db: Db,
  sandbox: Sandbox,
  log: FastifyBaseLogger,
  now: () => Date,
  options: JudgeWorkerOptions,
) {
  let isStopped = false;
  // A run given back (the sandbox could not take it) would be claimed again at once: the queue rests first.
  let wasGivenBack = false;
  let wake: (() => void) | undefined;
  const inFlight = new Set<Promise<unknown>>();

  const rest = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.idleMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = async () => {
    while (!isStopped) {
      const room = options.concurrency - inFlight.size;
      const claimed = room > 0 ? await claimRuns(db, room, now(), options.leaseMs).catch(logged) : [];
      for (const run of claimed ?? []) {
        let isJudged = true;
        const job = judgeRun(db, sandbox, run, now)
          .then((judged) => {
            isJudged = judged;
          })
          .catch(logged)
          .finally(() => {
            inFlight.delete(job);
            // A finished run makes room for the next; a run given back lets the queue rest instead.
            if (isJudged) wake?.();
            else wasGivenBack = true;
          });
        inFlight.add(job);
      }
      if (!claimed?.length || inFlight.size >= options.concurrency || wasGivenBack) {
        wasGivenBack = false;
        await rest();
      }
    }
  };

  const logged = (error: unknown) => {
    log.error({ err: error }, 'judge run failed');
    return undefined;
  };

  const running = loop();
  return {
    /** Looks at the queue now (after a hand-in queued work) instead of at the end of the rest. */
    poke: () => wake?.(),
    async stop() {
      isStopped = true;
      wake?.();
      await running;
      await Promise.all(inFlight);
    },
  };
}
