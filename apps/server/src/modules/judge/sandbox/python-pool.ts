import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { killedRun, watchCases } from './case-watch';
import { createJobQueue, type Pending } from './job-queue';
import { makePythonFolder, type PythonIsolation, pythonChildCommand } from './python-command';
import { childCpuClock } from './python-cpu-clock';
import {
  type CaseRun,
  type LanguageRunner,
  NOT_RUN,
  SandboxUnavailableError,
  wallBackstopMs,
} from './run-types';

interface Child {
  process: ChildProcess;
  onMessage: (message: { ready?: boolean; jobId?: number; run?: CaseRun }) => void;
  /** CPU milliseconds the program's thread has used so far (undefined where it cannot be read). */
  cpuMs: () => number | undefined;
}

/** A child that does not load pyodide in this time is broken (a cold start takes about 2.5 s on one free core). */
const START_TIMEOUT_MS = 30_000;
/**
 * Jailed children run as uids of their own, far above any account a distribution creates: a block of
 * UIDS_PER_PROCESS per server process, placed by its pid, so that no two live children of any server process on the
 * machine, nor a child and any other process, share a uid.
 */
const FIRST_CHILD_UID = 1_900_000_000;
const UIDS_PER_PROCESS = 64;

/** Why Python is off: the children could not be kept apart from the server (docs/judge.md "Without root"). */
export const PYTHON_NEEDS_ROOT =
  'Python programs run only when the server runs as root, each in a jail of its own (docs/judge.md); ' +
  'set JUDGE_PYTHON=unisolated to run them without one';

/** What the operator's JUDGE_PYTHON setting comes to on this machine: a jail needs root. */
export function pythonIsolationFor(
  setting: 'isolated' | 'unisolated' | 'off',
  isRoot = process.getuid?.() === 0,
): PythonIsolation | 'refused' {
  if (setting === 'off') return 'refused';
  if (isRoot) return 'jail';
  return setting === 'unisolated' ? 'unisolated' : 'refused';
}

/**
 * The Python runner (DESIGN §3): warm child processes (python-child.mjs) that have pyodide loaded and wait for one
 * program each. A child serves one program (all its cases) and exits, and a new one starts at once, so a program
 * cannot leave anything behind for the next candidate's. A case past its CPU limit (or the wall-clock backstop)
 * kills the child; the job's next cases go to another.
 */
export function createPythonRunner({
  warmChildren,
  isolation = pythonIsolationFor('isolated'),
}: {
  warmChildren: number;
  isolation?: PythonIsolation | 'refused';
}): LanguageRunner {
  if (isolation === 'refused') {
    return {
      run: () => Promise.reject(new SandboxUnavailableError(PYTHON_NEEDS_ROOT)),
      idleCount: () => 0,
      close: async () => {},
    };
  }
  const all = new Set<ChildProcess>();
  const uidsInUse = new Set<number>();
  let failedStarts = 0;
  // Children start once the snapshot is made (or failed to be), all from the same one.
  const made = makePythonFolder();
  let useSnapshot = true;

  const freeUid = () => {
    const first = FIRST_CHILD_UID + process.pid * UIDS_PER_PROCESS;
    let uid = first;
    while (uidsInUse.has(uid)) uid += 1;
    // Children alive at once are the warm ones and those running a program: a handful, never a block's worth.
    if (uid >= first + UIDS_PER_PROCESS) throw new Error('no free uid for a Python child');
    uidsInUse.add(uid);
    return uid;
  };

  const start = async () => {
    if (jobs.isClosed()) return;
    const folder = await made;
    const uid = freeUid();
    const { command, args } = pythonChildCommand(
      isolation,
      { ...folder, snapshotFile: useSnapshot ? folder.snapshotFile : undefined },
      uid,
    );
    // An empty environment: nothing of the server's (its secrets, the database's address) reaches the child.
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'], env: {} });
    all.add(child);
    const entry: Child = {
      process: child,
      onMessage: () => {},
      cpuMs: childCpuClock(child),
    };
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
      uidsInUse.delete(uid);
      jobs.forget(entry);
      entry.onMessage({});
      if (jobs.isClosed()) return;
      if (entry.onMessage === noMoreMessages) return void start();
      // Died before it was ready: back off, and fail waiting jobs when the runner cannot start at all. The next
      // tries load pyodide from scratch, in case the snapshot is what fails.
      failedStarts += 1;
      useSnapshot = false;
      if (failedStarts >= 3)
        jobs.failWaiting(new SandboxUnavailableError('the Python sandbox does not start'));
      setTimeout(start, Math.min(30_000, 500 * 2 ** failedStarts)).unref();
    });
  };

  const noMoreMessages = () => {};

  const runOn = (child: Child, pending: Pending) => {
    const backstopSlack = wallBackstopMs(pending.job.timeLimitMs) - pending.job.timeLimitMs;
    const watch = watchCases(
      pending.job,
      backstopSlack,
      (elapsedMs) => {
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
      },
      child.cpuMs,
    );
    child.onMessage = (message) => {
      if (!message.run) {
        // The child ended before every case was run (pyodide failed): the rest are runtime errors of this program.
        watch.stop();
        child.onMessage = noMoreMessages;
        while (!watch.add(NOT_RUN));
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
  for (let index = 0; index < warmChildren; index += 1) void start();

  return {
    run: jobs.run,
    idleCount: jobs.idleCount,
    async close() {
      jobs.close();
      const exits = [...all].map((child) => new Promise((resolve) => child.once('close', resolve)));
      for (const child of all) child.kill('SIGKILL');
      await Promise.all(exits);
      (await made).remove();
    },
  };
}
