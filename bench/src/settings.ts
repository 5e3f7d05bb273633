// The settings of one `npm run bench` (the BENCH_* variables, docs/benchmarks.md) and how a figure is repeated.
import { join } from 'node:path';
import { defaultPoolSize } from '../../apps/server/src/db/client';
import { REPO_ROOT } from './processes';

const env = process.env;
export const SECONDS = Number(env.BENCH_SECONDS ?? 10);
export const WARMUP = Number(env.BENCH_WARMUP ?? 3);
export const REPEAT = Math.max(1, Number(env.BENCH_REPEAT ?? 3));
export const DATABASES = (env.BENCH_DATABASES ?? 'embedded,postgres').split(',') as (
  | 'embedded'
  | 'postgres'
)[];
/**
 * Server processes (WORKERS) of the server under test, one run of the database's scenarios each: one by default, as
 * the floors beside it are one process; `BENCH_WORKERS=1,2` measures both and compares them in one report.
 */
export const WORKER_COUNTS = (env.BENCH_WORKERS ?? '1').split(',').map((count) => {
  const workers = Number(count);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`BENCH_WORKERS: "${count}" is not a whole number of processes (say 1 or 1,2)`);
  return workers;
});
export const SCENARIOS = new Set(
  (env.BENCH_SCENARIOS ?? 'info,burst,autosave,pgbench,page,judge').split(','),
);
export const RUN_BURST = ['burst', 'autosave', 'page'].some((scenario) => SCENARIOS.has(scenario));
export const CHROME = env.CHROME_PATH ?? '/usr/bin/chromium';
export const READ_CONNECTIONS = 100;
export const BURST_CONNECTIONS = 500;
export const BURST_LIMIT_SECONDS = Number(env.BENCH_BURST_LIMIT ?? 150);
export const AUTOSAVE_CONNECTIONS = [100, 500];
export const RESULTS = join(REPO_ROOT, 'bench/results');
/** The server's pool over all its processes (DATABASE_POOL_SIZE each, or the default): the floors' connections. */
export const poolSizeFor = (workers: number) =>
  Number(env.DATABASE_POOL_SIZE ?? defaultPoolSize(undefined, workers)) * workers;

/** Runs a measurement REPEAT times and keeps the median run by `figure`, with every run's figure beside it. */
export async function medianOf<T>(measure: () => Promise<T>, figure: (result: T) => number) {
  const runs: T[] = [];
  for (let index = 0; index < REPEAT; index += 1) runs.push(await measure());
  const sorted = [...runs].sort((a, b) => figure(a) - figure(b));
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] as T, samples: runs.map(figure) };
}
