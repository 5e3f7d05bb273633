import { Worker } from 'node:worker_threads';
import { killedRun, type WireJob, watchCases, wireJob } from './case-watch';
import { type CaseRun, type LanguageRunner, type SandboxJob, SandboxUnavailableError } from './run-types';

const WORKER_URL = new URL('./js-worker.mjs', import.meta.url);
// QuickJS's recursion check (1 MB of its stack) must trip before the thread's own stack runs out.
const WORKER_STACK_MB = 16;

interface Pending {
  job: WireJob;
  resolve: (runs: CaseRun[]) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  onMessage: (message: { ready?: boolean; jobId?: number; run?: CaseRun }) => void;
  onError: (error: Error) => void;
}

/**
 * The JavaScript runner (DESIGN §3): a pool of worker threads, each with QuickJS in WASM. A job runs on one thread
 * case by case; a case past its limit + slack costs the thread (terminated, replaced) and the job goes on with its
 * next case on a new one.
 */
export function createJsRunner({ threads }: { threads: number }): LanguageRunner {
  const queue: Pending[] = [];
  const idle: Thread[] = [];
  const all = new Set<Worker>();
  let isClosed = false;

  // A case's clock starts when it is sent, so a thread takes work only once its QuickJS module is loaded.
  const spawn = (onReady: (thread: Thread) => void) => {
    if (isClosed) return;
    const worker = new Worker(WORKER_URL, { resourceLimits: { stackSizeMb: WORKER_STACK_MB } });
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
    const watch = watchCases(pending.job, (elapsedMs) => {
      retire(thread);
      const isDone = watch.add(killedRun(elapsedMs));
      watch.stop();
      if (isDone) {
        pending.resolve(watch.runs);
        spawn(release);
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
    });
    thread.onMessage = (message) => {
      if (message.jobId !== pending.job.jobId || !message.run) return;
      if (!watch.add(message.run)) return;
      watch.stop();
      pending.resolve(watch.runs);
      release(thread);
    };
    thread.onError = (error) => {
      watch.stop();
      retire(thread);
      pending.reject(new SandboxUnavailableError(`the JavaScript sandbox failed: ${error.message}`));
      spawn(release);
    };
    thread.worker.postMessage(pending.job);
  };

  const release = (thread: Thread) => {
    if (isClosed) return;
    const next = queue.shift();
    if (next) runOn(thread, next);
    else idle.push(thread);
  };

  for (let index = 0; index < threads; index += 1) spawn(release);

  return {
    run(job: SandboxJob) {
      if (isClosed) return Promise.reject(new SandboxUnavailableError('the JavaScript sandbox is closed'));
      return new Promise<CaseRun[]>((resolve, reject) => {
        const pending = { job: wireJob(job), resolve, reject };
        const thread = idle.pop();
        if (thread) runOn(thread, pending);
        else queue.push(pending);
      });
    },
    idleCount: () => idle.length,
    async close() {
      isClosed = true;
      for (const pending of queue.splice(0))
        pending.reject(new SandboxUnavailableError('the JavaScript sandbox is closed'));
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}
