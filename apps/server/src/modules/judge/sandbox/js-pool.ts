import { Worker } from 'node:worker_threads';
import { killedRun, watchCases } from './case-watch';
import { createJobQueue, type Pending } from './job-queue';
import {
  type CaseRun,
  JS_KILL_SLACK_MS,
  type LanguageRunner,
  SandboxUnavailableError,
  wallBackstopMs,
} from './run-types';

const WORKER_URL = new URL('./js-worker.mjs', import.meta.url);
// QuickJS's recursion check (4.5 MiB of the WASM stack, js-worker.mjs) must trip before the thread's own stack runs
// out: each QuickJS frame costs the thread 2–4 times its WASM stack (more in the JSON and regex code), and 32 MB
// was measured to be enough for every recursion shape of the hostile suite. The stack is reserved, not touched.
const WORKER_STACK_MB = 64;

interface Thread {
  worker: Worker;
  onMessage: (message: { ready?: boolean; jobId?: number; run?: CaseRun }) => void;
  onError: (error: Error) => void;
}

/**
 * The JavaScript runner (DESIGN §3): a pool of worker threads, each with QuickJS in WASM. A job runs on one thread
 * case by case. The thread stops a case at its CPU time limit, or at the wall-clock backstop (wallBackstopMs) when
 * the machine is too loaded to give it the CPU; a case still running at the backstop + slack costs the thread
 * (terminated, replaced) and the job goes on with its next case on a new one.
 */
export function createJsRunner({ threads }: { threads: number }): LanguageRunner {
  const all = new Set<Worker>();

  // A case's clock starts when it is sent, so a thread takes work only once its QuickJS module is loaded.
  const spawn = (onReady: (thread: Thread) => void) => {
    if (jobs.isClosed()) return;
    // An empty environment: the thread needs none, and a program that escaped QuickJS would find no copy of the
    // server's secrets in its process.env (docs/judge.md, threat model).
    const worker = new Worker(WORKER_URL, { env: {}, resourceLimits: { stackSizeMb: WORKER_STACK_MB } });
    worker.unref();
    all.add(worker);
    const thread: Thread = {
      worker,
      onMessage: (message) => {
        if (message.ready) onReady(thread);
      },
      onError: () => {},
    };
    worker.on('message', (message) => thread.onMessage(message));
    worker.on('error', (error) => thread.onError(error));
    worker.on('exit', () => {
      all.delete(worker);
      thread.onMessage = () => {};
    });
  };

  const retire = (thread: Thread) => {
    thread.onMessage = () => {};
    all.delete(thread.worker);
    void thread.worker.terminate();
  };

  const runOn = (thread: Thread, pending: Pending) => {
    const backstopMs = wallBackstopMs(pending.job.timeLimitMs);
    const watch = watchCases(
      pending.job,
      backstopMs - pending.job.timeLimitMs + JS_KILL_SLACK_MS,
      (elapsedMs) => {
        retire(thread);
        const isDone = watch.add(killedRun(elapsedMs));
        watch.stop();
        if (isDone) {
          pending.resolve(watch.runs);
          spawn(jobs.release);
          return;
        }
        const rest = { ...pending.job, inputs: watch.remainingInputs() };
        spawn((replacement) =>
          runOn(replacement, {
            job: rest,
            resolve: (runs) => pending.resolve([...watch.runs, ...runs]),
            reject: pending.reject,
          }),
        );
      },
    );
    thread.onMessage = (message) => {
      if (message.jobId !== pending.job.jobId || !message.run) return;
      if (!watch.add(message.run)) return;
      watch.stop();
      pending.resolve(watch.runs);
      jobs.release(thread);
    };
    thread.onError = (error) => {
      watch.stop();
      retire(thread);
      pending.reject(new SandboxUnavailableError(`the JavaScript sandbox failed: ${error.message}`));
      spawn(jobs.release);
    };
    // The thread's backstop counts from when the job was sent (Date.now is the one clock both threads share), so
    // the thread stops its case itself and this watchdog terminates it only when it is stuck or starved of the CPU.
    thread.worker.postMessage({ ...pending.job, wallBackstopMs: backstopMs, sentAt: Date.now() });
  };

  const jobs = createJobQueue<Thread>('JavaScript', runOn);
  for (let index = 0; index < threads; index += 1) spawn(jobs.release);

  return {
    run: jobs.run,
    idleCount: jobs.idleCount,
    async close() {
      jobs.close();
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}
