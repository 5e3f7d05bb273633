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
  /** The same in programs (three cases each) per second. */
  judgeProgramsPerSecond: number;
  /** Raw QuickJS, a fresh runtime and context per case, in as many threads: the isolation the judge must keep. */
  isolatedFloorCasesPerSecond: number;
  /** Raw QuickJS, one context reused for every case, in as many threads: no isolation at all. */
  sharedFloorCasesPerSecond: number;
  ratioToIsolatedFloor: number;
  ratioToSharedFloor: number;
  /** Python through the judge's child processes as a server starts them, each program in a fresh child. */
  pythonChildren: number;
  /** Python programs (three cases each) per second, the same problems as the JavaScript ones. */
  pythonProgramsPerSecond: number;
}

const TIME_LIMIT_MS = 2000;
/** Turns the judge and the floors take within one measurement. */
const SLICES = 5;

/** Threads of raw QuickJS, one per core, each measuring a slice on demand (quickjs-floor-worker.mjs). */
async function startFloor(threads: number) {
  const url = new URL('./quickjs-floor-worker.mjs', import.meta.url);
  const workers = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<Worker>((resolve, reject) => {
          const worker = new Worker(url, { workerData: { programs: JUDGE_PROGRAMS } });
          worker.once('message', () => resolve(worker));
          worker.once('error', reject);
        }),
    ),
  );
  const slice = (seconds: number, isolated: boolean) =>
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<number>((resolve) => {
            worker.once('message', resolve);
            worker.postMessage({ seconds, isolated });
          }),
      ),
    ).then((counts) => counts.reduce((sum, count) => sum + count, 0));
  return { slice, stop: () => Promise.all(workers.map((worker) => worker.terminate())) };
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
      const runs = await runner.run({
        language,
        code: language === 'javascript' ? program.code : program.python,
        inputs: program.inputs,
        timeLimitMs: TIME_LIMIT_MS,
        memoryLimitMb: 64,
      });
      const failed = runs.find((run) => run.end !== 'exited');
      if (failed) throw new Error(`${language} ${program.name}: ${failed.end} ${failed.stderr}`);
      cases += runs.length;
      jobs += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const elapsed = (performance.now() - started) / 1000;
  return { cases, jobs, elapsed, casesPerSecond: cases / elapsed, jobsPerSecond: jobs / elapsed };
}

/**
 * Issue 19 and 34 bench: cases (and programs) per second through the judge's JavaScript pool on every core, beside
 * raw QuickJS on the same programs in as many threads (the floor, measured in the same run), and Python programs per
 * second through the children a server keeps.
 */
export async function runJudgeThroughput(seconds: number, warmupSeconds: number): Promise<JudgeThroughput> {
  const threads = cpus().length;
  const js = createJsRunner({ threads });
  const floor = await startFloor(threads);
  try {
    await waitForIdle(js, threads);
    await drive(js, 'javascript', warmupSeconds, threads * 2);
    await floor.slice(warmupSeconds, true);
    await floor.slice(warmupSeconds, false);
    // The judge and both floors take turns in short slices, so a change in the machine's load (other work on a
    // shared machine) falls on all three alike and the ratios stay fair.
    let judgeCases = 0;
    let judgePrograms = 0;
    let judgeSeconds = 0;
    let isolatedCases = 0;
    let sharedCases = 0;
    const slice = seconds / SLICES;
    for (let turn = 0; turn < SLICES; turn += 1) {
      const judged = await drive(js, 'javascript', slice, threads * 2);
      judgeCases += judged.cases;
      judgePrograms += judged.jobs;
      judgeSeconds += judged.elapsed;
      isolatedCases += await floor.slice(slice, true);
      sharedCases += await floor.slice(slice, false);
    }
    // As many warm children as a server keeps (judge/index.ts); each serves one program and a new one starts.
    const pythonChildren = Math.min(2, threads);
    const python = createPythonRunner({ warmChildren: pythonChildren });
    let pythonProgramsPerSecond = 0;
    try {
      await waitForIdle(python, pythonChildren);
      await drive(python, 'python', warmupSeconds, pythonChildren * 2);
      pythonProgramsPerSecond = (await drive(python, 'python', seconds, pythonChildren * 2)).jobsPerSecond;
    } finally {
      await python.close();
    }
    return {
      threads,
      seconds,
      judgeCasesPerSecond: round(judgeCases / judgeSeconds),
      judgeProgramsPerSecond: round(judgePrograms / judgeSeconds),
      isolatedFloorCasesPerSecond: round(isolatedCases / seconds),
      sharedFloorCasesPerSecond: round(sharedCases / seconds),
      ratioToIsolatedFloor: round(judgeCases / judgeSeconds / (isolatedCases / seconds), 2),
      ratioToSharedFloor: round(judgeCases / judgeSeconds / (sharedCases / seconds), 2),
      pythonChildren,
      pythonProgramsPerSecond: round(pythonProgramsPerSecond, 2),
    };
  } finally {
    await floor.stop();
    await js.close();
  }
}
