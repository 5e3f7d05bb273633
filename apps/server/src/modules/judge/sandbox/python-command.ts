import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const CHILD_SCRIPT = fileURLToPath(new URL('./python-child.mjs', import.meta.url));
const SNAPSHOT_SCRIPT = fileURLToPath(new URL('./python-snapshot.mjs', import.meta.url));
const PYODIDE_DIR = dirname(createRequire(import.meta.url).resolve('pyodide'));
/** The user candidate programs run as when the server runs as root (Debian's unprivileged `nobody`). */
const NOBODY = { uid: 65534, gid: 65534 };
// The WASM heap of a child (pyodide itself takes about 30 MB of it) may grow to this, whatever the subject says;
// the subject's own memory limit is checked on the heap's growth by the child.
const DATA_LIMIT_BYTES = 1536 * 1024 * 1024;
// A child serves one program; the pool kills it at each case's limit, so this only bounds a child the pool lost.
const CPU_LIMIT_SECONDS = 600;

/**
 * The command line of a Python child (DESIGN §3): Node's permission model with reads of the pyodide files and the
 * child script only (no child processes, no workers, no addons, no WASI, no writes), eval and new Function off,
 * prlimit on data size, CPU time, file size and open files; as root also a network namespace of its own (no network
 * at all) and `nobody` as the user.
 */
export function pythonChildCommand(
  isRoot: boolean,
  snapshotFile: string | undefined,
): { command: string; args: string[] } {
  const node = [
    process.execPath,
    '--experimental-permission',
    `--allow-fs-read=${PYODIDE_DIR}`,
    `--allow-fs-read=${CHILD_SCRIPT}`,
    ...(snapshotFile ? [`--allow-fs-read=${snapshotFile}`] : []),
    '--disallow-code-generation-from-strings',
    '--no-warnings',
    CHILD_SCRIPT,
    PYODIDE_DIR,
    ...(snapshotFile ? [snapshotFile] : []),
  ];
  const limits = [
    'prlimit',
    `--data=${DATA_LIMIT_BYTES}`,
    `--cpu=${CPU_LIMIT_SECONDS}`,
    '--fsize=0',
    '--nofile=64',
    '--core=0',
    '--',
  ];
  if (!isRoot) return { command: limits[0] as string, args: [...limits.slice(1), ...node] };
  const dropUser = ['setpriv', `--reuid=${NOBODY.uid}`, `--regid=${NOBODY.gid}`, '--clear-groups', '--'];
  return { command: 'unshare', args: ['--net', '--', ...limits, ...dropUser, ...node] };
}

/**
 * Makes the snapshot the children start from, in a folder of its own that the children may read (they may run as
 * `nobody`); undefined when it cannot be made, and the children then load pyodide from scratch.
 */
export async function makePythonSnapshot(): Promise<{ file: string; remove(): void } | undefined> {
  const folder = mkdtempSync(join(tmpdir(), 'iexam-pyodide-'));
  chmodSync(folder, 0o755);
  const file = join(folder, 'pyodide.snapshot');
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    await run(process.execPath, ['--no-warnings', SNAPSHOT_SCRIPT, PYODIDE_DIR, file], { timeout: 60_000 });
    return { file, remove };
  } catch {
    remove();
    return undefined;
  }
}
