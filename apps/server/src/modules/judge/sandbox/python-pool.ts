import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { killedRun, watchCases } from './case-watch';
import { createJobQueue, type Pending } from './job-queue';
import { makePythonSnapshot, pythonChildCommand } from './python-command';
import { type CaseRun, type LanguageRunner, SandboxUnavailableError } from './run-types';

interface Child {
  process: ChildProcess;
  onMessage: (message: { ready?: boolean; jobId?: number; run?: CaseRun }) => void;
}

/** A child that does not load pyodide in this time is broken (a cold start takes about 2.5 s on one free core). */
const START_TIMEOUT_MS = 30_000;

/**
 * The Python runner (DESIGN §3): warm child processes (python-child.mjs) that have pyodide loaded and wait for one
 * program each. A child serves one program (all its cases) and exits, and a new one starts at once, so a program
 * cannot leave anything behind for the next candidate's. A case past its limit + slack kills the child; the job's
 * next cases go to another.
 */
export function createPythonRunner({ warmChildren }: { warmChildren: number }): LanguageRunner {
  const all = new Set<ChildProcess>();
  const isRoot = process.getuid?.() === 0;
  let failedStarts = 0;
  // Children start once the snapshot is made (or failed to be), all from the same one.
  const snapshot = makePythonSnapshot();
  let snapshotFile: string | undefined;

  const start = () => {
    if (jobs.isClosed()) return;
    const { command, args } = pythonChildCommand(isRoot, snapshotFile);
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    all.add(child);
    const entry: Child = { process: child, onMessage: () => {} };
    const startTimer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
    entry.onMessage = (message) => {
      if (!message.ready) return;
      clearTimeout(startTimer);
      failedStarts = 0;
      jobs.release(entry);
    };
    createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).on('line', (line) => {
      try {
        entry.onMessage(JSON.parse(line));
      } catch {
        child.kill('SIGKILL');
      }
    });
    child.on('error', () => child.kill('SIGKILL'));
    child.on('close', () => {
      clearTimeout(startTimer);
      all.delete(child);
      jobs.forget(entry);
      entry.onMessage({});
      if (jobs.isClosed()) return;
      if (entry.onMessage === noMoreMessages) return void start();
      // Died before it was ready: back off, and fail waiting jobs when the runner cannot start at all. The next
      // tries load pyodide from scratch, in case the snapshot is what fails.
      failedStarts += 1;
      snapshotFile = undefined;
      if (failedStarts >= 3)
        jobs.failWaiting(new SandboxUnavailableError('the Python sandbox does not start'));
      setTimeout(start, Math.min(30_000, 500 * 2 ** failedStarts)).unref();
    });
  };

  const noMoreMessages = () => {};

  const runOn = (child: Child, pending: Pending) => {
    const watch = watchCases(pending.job, 0, (elapsedMs) => {
      child.onMessage = noMoreMessages;
      child.process.kill('SIGKILL');
      const isDone = watch.add(killedRun(elapsedMs));
      watch.stop();
      if (isDone) return pending.resolve(watch.runs);
      jobs.resume({
        job: { ...pending.job, inputs: watch.remainingInputs() },
        resolve: (runs) => pending.resolve([...watch.runs, ...runs]),
        reject: pending.reject,
      });
    });
    child.onMessage = (message) => {
      if (!message.run) {
        // The child ended before every case was run (pyodide failed): the rest are runtime errors of this program.
        watch.stop();
        child.onMessage = noMoreMessages;
        const failed: CaseRun = {
          end: 'threw',
          stdout: '',
          stderr: '',
          isOutputTruncated: false,
          timeMs: 0,
          memoryKb: null,
        };
        while (!watch.add(failed));
        return pending.resolve(watch.runs);
      }
      if (message.jobId !== pending.job.jobId) return;
      if (!watch.add(message.run)) return;
      watch.stop();
      child.onMessage = noMoreMessages;
      pending.resolve(watch.runs);
    };
    child.process.stdin?.end(`${JSON.stringify(pending.job)}\n`);
  };

  const jobs = createJobQueue<Child>('Python', runOn);

  void snapshot.then((made) => {
    snapshotFile = made?.file;
    for (let index = 0; index < warmChildren; index += 1) start();
  });

  return {
    run: jobs.run,
    idleCount: jobs.idleCount,
    async close() {
      jobs.close();
      const exits = [...all].map((child) => new Promise((resolve) => child.once('close', resolve)));
      for (const child of all) child.kill('SIGKILL');
      await Promise.all(exits);
      (await snapshot)?.remove();
    },
  };
}
