import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const CHILD_SCRIPT = fileURLToPath(new URL('./python-child.mjs', import.meta.url));
const SNAPSHOT_SCRIPT = fileURLToPath(new URL('./python-snapshot.mjs', import.meta.url));
const JAIL_SCRIPT = fileURLToPath(new URL('./python-jail.sh', import.meta.url));
const PYODIDE_DIR = dirname(createRequire(import.meta.url).resolve('pyodide'));
// The WASM heap of a child (pyodide itself takes about 30 MB of it) may grow to this, whatever the subject says;
// the subject's own memory limit is enforced by the child on the heap's growth.
const DATA_LIMIT_BYTES = 1536 * 1024 * 1024;
// A child serves one program; the pool kills it at each case's limit, so this only bounds a child the pool lost.
const CPU_LIMIT_SECONDS = 600;

/**
 * The command run so that the kernel kills it (SIGKILL) when the server process that spawned it dies, however it
 * dies: a crash or a SIGKILL leaves no one to read a verdict, and a running program would otherwise go on burning a
 * core until its CPU limit. util-linux's setpriv sets the parent-death signal and execs the command, which keeps it
 * (neither unshare nor prlimit is set-user-ID). The signal fires when the spawning *thread* ends: the pool spawns
 * from the event-loop thread, which lives as long as the process. A server that dies before setpriv has set it
 * leaves a child that has not been sent a program yet: it reads the end of its input and exits.
 */
function diesWithServer(command: string, args: string[]): { command: string; args: string[] } {
  return { command: 'setpriv', args: ['--pdeathsig', 'SIGKILL', '--', command, ...args] };
}

/** How the Python children are kept apart from the server and from each other (docs/judge.md). */
export type PythonIsolation =
  /** As root: namespaces, a jail of its own, a uid of its own (the default, and the only safe mode). */
  | 'jail'
  /** Without root, opted into by the operator (JUDGE_PYTHON=unisolated): rlimits and the permission model only. */
  | 'unisolated';

/** The folder of the children's files: the snapshot they start from and the empty mount point of their jails. */
export interface PythonFolder {
  snapshotFile: string | undefined;
  jailRoot: string;
  remove(): void;
}

/**
 * The command line of a Python child (DESIGN §3). Inside, always Node's permission model (reads of the pyodide
 * files, the child script and the snapshot only; no child processes, workers, addons or writes) with eval and
 * `new Function` off. In a jail (python-jail.sh, as root): PID, mount, network, IPC and UTS namespaces of its own,
 * a read-only file system holding only what node and pyodide need, the uid `uid`, rlimits, and an empty
 * environment. The caller passes `env: {}` too: nothing of the server's environment reaches any process of it.
 * Either way the child dies with the server process (diesWithServer).
 */
export function pythonChildCommand(
  isolation: PythonIsolation,
  folder: PythonFolder,
  uid: number,
): { command: string; args: string[] } {
  const isJailed = isolation === 'jail';
  const pyodideDir = isJailed ? '/pyodide' : PYODIDE_DIR;
  const childScript = isJailed ? '/child.mjs' : CHILD_SCRIPT;
  const snapshot = folder.snapshotFile && (isJailed ? '/pyodide.snapshot' : folder.snapshotFile);
  const node = [
    '--experimental-permission',
    `--allow-fs-read=${pyodideDir}`,
    `--allow-fs-read=${childScript}`,
    ...(snapshot ? [`--allow-fs-read=${snapshot}`] : []),
    '--disallow-code-generation-from-strings',
    '--no-warnings',
    childScript,
    pyodideDir,
    ...(snapshot ? [snapshot] : []),
  ];
  if (!isJailed) {
    const limits = [`--data=${DATA_LIMIT_BYTES}`, `--cpu=${CPU_LIMIT_SECONDS}`, '--fsize=0', '--nofile=64'];
    return diesWithServer('prlimit', [...limits, '--core=0', '--', process.execPath, ...node]);
  }
  const namespaces = ['--mount', '--pid', '--net', '--ipc', '--uts', '--fork', '--kill-child=SIGKILL'];
  return diesWithServer('unshare', [
    ...namespaces,
    '--propagation=private',
    '--',
    '/bin/sh',
    JAIL_SCRIPT,
    folder.jailRoot,
    process.execPath,
    PYODIDE_DIR,
    CHILD_SCRIPT,
    folder.snapshotFile ?? '-',
    String(uid),
    String(DATA_LIMIT_BYTES),
    String(CPU_LIMIT_SECONDS),
    '--',
    ...node,
  ]);
}

/**
 * Makes the children's folder and the snapshot they start from. Without a snapshot (it could not be made) the
 * children load pyodide from scratch. The folder is readable by all: jailed children run as uids of their own.
 */
export async function makePythonFolder(): Promise<PythonFolder> {
  const folder = mkdtempSync(join(tmpdir(), 'iexam-pyodide-'));
  chmodSync(folder, 0o755);
  const jailRoot = join(folder, 'root');
  mkdirSync(jailRoot, { mode: 0o755 });
  const file = join(folder, 'pyodide.snapshot');
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    await run(process.execPath, ['--no-warnings', SNAPSHOT_SCRIPT, PYODIDE_DIR, file], {
      timeout: 60_000,
      env: {},
    });
    return { snapshotFile: file, jailRoot, remove };
  } catch {
    return { snapshotFile: undefined, jailRoot, remove };
  }
}
