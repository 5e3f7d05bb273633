/** The spawned process as python-pool.ts holds it: only its pid is read here. */
type SpawnedProcess = { readonly pid?: number | undefined };

import { readFileSync } from 'node:fs';

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The process that runs node under `pid`: pid itself once it has exec'd node, else its first child's, and so on. */
function nodeProcessUnder(pid: number): number | undefined {
  for (let current = pid, depth = 0; depth < 4; depth += 1) {
    if (read(`/proc/${current}/comm`)?.trim() === 'node') return current;
    const next = Number.parseInt(read(`/proc/${current}/task/${current}/children`) ?? '', 10);
    if (!Number.isFinite(next)) return undefined;
    current = next;
  }
  return undefined;
}

/**
 * The CPU clock of a Python child's main thread, in milliseconds: the thread that runs the program (V8's compiler
 * and GC threads are not the program's time). Linux's schedstat counts it in nanoseconds. A jailed child's node runs
 * two processes below the spawned unshare (unshare, the jail's shell, node), found once it is there. Undefined where
 * /proc cannot tell (another OS): the pool then falls back to wall-clock time.
 */
export function childCpuClock(child: SpawnedProcess): () => number | undefined {
  let pid: number | undefined;
  return () => {
    if (child.pid === undefined) return undefined;
    pid ??= nodeProcessUnder(child.pid);
    if (pid === undefined) return undefined;
    const nanoseconds = Number.parseInt(read(`/proc/${pid}/schedstat`) ?? '', 10);
    return Number.isFinite(nanoseconds) ? nanoseconds / 1e6 : undefined;
  };
}
