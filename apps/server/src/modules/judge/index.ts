import { availableParallelism } from 'node:os';
import type { CodeLanguage } from '@iexam/domain/subjects';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { judgeRoutes } from './routes';
import { PYTHON_NEEDS_ROOT, pythonIsolationFor } from './sandbox/python-pool';
import { createSandbox, type Sandbox } from './sandbox/sandbox';
import { startJudgeWorker } from './service/judge-worker';

export interface JudgeOptions {
  db: Db;
  now: () => Date;
  /** Judge queued programs in the background (off in tests that call the judge themselves). */
  isWorkerOn: boolean;
  /** JUDGE_PYTHON: how Python children are kept apart (docs/judge.md). */
  python: Config['judgePython'];
}

/** A run claimed this long ago by a process that never finished it is taken again. */
const LEASE_MS = 5 * 60_000;
/** How often an idle judge looks at the queue (a hand-in queues runs for it); a re-judge wakes it at once. */
const IDLE_MS = 500;

/**
 * Runs of each language one process judges at once (issue 34: each language a lane of its own). Runs in flight go
 * beyond the threads and children so their database reads and writes overlap other runs' sandbox time; Python's
 * lane stays short, so a process takes no more slow programs than it will soon run and other processes take the
 * rest of the backlog.
 */
export function judgeConcurrency(cores: number, pythonChildren: number): Record<CodeLanguage, number> {
  return { javascript: cores * 8, python: pythonChildren * 2 };
}

/**
 * The judge (issue 19): the sandbox of this process (threads and child processes start on first use), the
 * background worker that judges handed-in programs, and its routes.
 */
export const judgePlugin = fp(async (app, options: JudgeOptions) => {
  const cores = Math.max(1, availableParallelism());
  const pythonChildren = Math.min(2, cores);
  const pythonIsolation = pythonIsolationFor(options.python);
  if (pythonIsolation === 'refused' && options.python !== 'off') app.log.warn(PYTHON_NEEDS_ROOT);
  if (pythonIsolation === 'unisolated')
    app.log.warn(
      'JUDGE_PYTHON=unisolated: Python programs run without a jail (docs/judge.md "Without root")',
    );
  const sandbox: Sandbox = createSandbox({
    jsThreads: cores,
    pythonWarmChildren: pythonChildren,
    pythonIsolation,
  });
  const worker = options.isWorkerOn
    ? startJudgeWorker(options.db, sandbox, app.log, options.now, {
        concurrency: judgeConcurrency(cores, pythonChildren),
        idleMs: IDLE_MS,
        leaseMs: LEASE_MS,
      })
    : undefined;
  await app.register(judgeRoutes as FastifyPluginAsync<Parameters<typeof judgeRoutes>[1]>, {
    db: options.db,
    sandbox,
    pokeJudge: () => worker?.poke(),
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await sandbox.close();
  });
});
