import { CODE_LANGUAGES, type CodeLanguage } from '@iexam/domain/subjects';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { claimRuns } from '../repo';
import type { Sandbox } from '../sandbox/sandbox';
import { judgeRun } from './judge-run';

export interface JudgeWorkerOptions {
  /**
   * Runs of each language this process judges at once (the sandbox's threads and processes bound the real
   * parallelism). Each language is a lane of its own: a backlog in one never takes the other's places.
   */
  concurrency: Record<CodeLanguage, number>;
  /** How long a lane's queue rests when empty before it is looked at again. */
  idleMs: number;
  /** A run claimed this long ago by a process that never finished it is taken again. */
  leaseMs: number;
}

interface Lane {
  poke(): void;
  stop(): Promise<void>;
}

/**
 * The background judge of one server process: one lane per language takes that language's queued programs from
 * the database, oldest first, runs them, and goes on while there is work (issue 34: 200 Python hand-ins filled
 * every place and JavaScript ones waited a minute behind them). Failures are logged and the run stays in the
 * queue (taken again after the lease).
 */
export function startJudgeWorker(
  db: Db,
  sandbox: Sandbox,
  log: FastifyBaseLogger,
  now: () => Date,
  options: JudgeWorkerOptions,
) {
  const lanes = CODE_LANGUAGES.map((language) =>
    startLane(db, sandbox, log, now, language, { ...options, concurrency: options.concurrency[language] }),
  );
  return {
    /** Looks at the queues now (after a hand-in queued work) instead of at the end of the rest. */
    poke: () => {
      for (const lane of lanes) lane.poke();
    },
    async stop() {
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  };
}

function startLane(
  db: Db,
  sandbox: Sandbox,
  log: FastifyBaseLogger,
  now: () => Date,
  language: CodeLanguage,
  options: Omit<JudgeWorkerOptions, 'concurrency'> & { concurrency: number },
): Lane {
  let isStopped = false;
  // A run given back (the sandbox could not take it) would be claimed again at once: the queue rests first.
  let wasGivenBack = false;
  // Set by a poke or a finished run while the lane was busy claiming: it looks again at once instead of resting.
  let isPoked = false;
  let wake: (() => void) | undefined;
  const poke = () => {
    isPoked = true;
    wake?.();
  };
  const inFlight = new Set<Promise<unknown>>();

  const rest = () =>
    new Promise<void>((resolve) => {
      if (isPoked) return resolve();
      const timer = setTimeout(resolve, options.idleMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const logged = (error: unknown) => {
    log.error({ err: error, language }, 'judge run failed');
    return undefined;
  };

  const loop = async () => {
    while (!isStopped) {
      isPoked = false;
      const room = options.concurrency - inFlight.size;
      const claimed =
        room > 0 ? await claimRuns(db, language, room, now(), options.leaseMs).catch(logged) : [];
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
            if (isJudged) poke();
            else wasGivenBack = true;
          });
        inFlight.add(job);
      }
      if (!claimed?.length || inFlight.size >= options.concurrency || wasGivenBack) {
        if (wasGivenBack) isPoked = false;
        wasGivenBack = false;
        await rest();
      }
    }
  };

  const running = loop();
  return {
    poke,
    async stop() {
      isStopped = true;
      poke();
      await running;
      await Promise.all(inFlight);
    },
  };
}
