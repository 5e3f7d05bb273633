import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createJsRunner } from '../../../apps/server/src/modules/judge/sandbox/js-pool';
import { createPythonRunner } from '../../../apps/server/src/modules/judge/sandbox/python-pool';
import type { LanguageRunner } from '../../../apps/server/src/modules/judge/sandbox/run-types';
import { round } from '../processes';
import { JUDGE_PROGRAMS } from './judge-programs';

export interface JudgeThroughput {
  threads: number;
  seconds: number;
  /** The judge (worker-thread pool, a fresh QuickJS runtime per case, verdict data back to the caller). */
  judgeCasesPerSecond: number;
  /** Raw QuickJS, a fresh runtime and context per case, in as many threads: the isolation the judge must keep. */
  isolatedFloorCasesPerSecond: number;
  /** Raw QuickJS, one context reused for every case, in as many threads: no isolation at all. */
  sharedFloorCasesPerSecond: number;
  ratioToIsolatedFloor: number;
  ratioToSharedFloor: number;
  /** Python through the judge's child processes (one program per warm child), jobs of three cases. */
  pythonJobsPerSecond: number;
}

const TIME_LIMIT_MS = 2000;

async function floor(
  threads: number,
  seconds: number,
  warmupSeconds: number,
  isolated: boolean,
): Promise<number> {
  const url = new URL('./quickjs-floor-worker.mjs', import.meta.url);
  const counts = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(url, {
            workerData: { programs: JUDGE_PROGRAMS, seconds, warmupSeconds, isolated },
          });
          worker.once('message', (count: number) => {
            resolve(count);
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0) / seconds;
}

async function waitForIdle(runner: LanguageRunner, count: number) {
  while (runner.idleCount() < count) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Keeps `inFlight` jobs going for `seconds` (after the runner is warm); returns the cases (or jobs) per second. */
async function drive(
  runner: LanguageRunner,
  language: 'javascript' | 'python',
  seconds: number,
  inFlight: number,
) {
  let cases = 0;
  let jobs = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const lane = async () => {
    while (performance.now() < until) {
      const program = JUDGE_PROGRAMS[next % JUDGE_PROGRAMS.length] as (typeof JUDGE_PROGRAMS)[number];
      next += 1;
      const code =
        language === 'javascript'
          ? program.code
          : 'import sys\nprint(sum(int(x) for x in sys.stdin.read().split()))';
      const inputs = language === 'javascript' ? program.inputs : ['1 2', '10 20', '-5 5'];
      const runs = await runner.run({
        language,
        code,
        inputs,
        timeLimitMs: TIME_LIMIT_MS,
        memoryLimitMb: 64,
      });
      if (runs.some((run) => run.end !== 'exited')) throw new Error(`${program.name}: ${runs[0]?.stderr}`);
      cases += runs.length;
      jobs += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const elapsed = (performance.now() - started) / 1000;
  return { casesPerSecond: cases / elapsed, jobsPerSecond: jobs / elapsed };
}

/**
 * Issue 19 bench: cases per second through the judge's JavaScript pool on every core, beside raw QuickJS on the
 * same programs in as many threads (the floor, measured in the same run), and Python jobs per second.
 */
export async function runJudgeThroughput(seconds: number, warmupSeconds: number): Promise<JudgeThroughput> {
  const threads = cpus().length;
  const js = createJsRunner({ threads });
  try {
    await waitForIdle(js, threads);
    await drive(js, 'javascript', warmupSeconds, threads * 2);
    const judge = await drive(js, 'javascript', seconds, threads * 2);
    const isolatedFloor = await floor(threads, seconds, warmupSeconds, true);
    const sharedFloor = await floor(threads, seconds, warmupSeconds, false);
    const python = createPythonRunner({ warmChildren: threads });
    let pythonJobsPerSecond = 0;
    try {
      await waitForIdle(python, threads);
      pythonJobsPerSecond = (await drive(python, 'python', seconds, threads)).jobsPerSecond;
    } finally {
      await python.close();
    }
    return {
      threads,
      seconds,
      judgeCasesPerSecond: round(judge.casesPerSecond),
      isolatedFloorCasesPerSecond: round(isolatedFloor),
      sharedFloorCasesPerSecond: round(sharedFloor),
      ratioToIsolatedFloor: round(judge.casesPerSecond / isolatedFloor, 2),
      ratioToSharedFloor: round(judge.casesPerSecond / sharedFloor, 2),
      pythonJobsPerSecond: round(pythonJobsPerSecond, 2),
    };
  } finally {
    await js.close();
  }
}
