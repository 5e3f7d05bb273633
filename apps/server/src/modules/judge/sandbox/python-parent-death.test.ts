import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { processTree } from '../../../test/server-process';

const RUNNER = fileURLToPath(new URL('../../../test/python-runner-process.ts', import.meta.url));

/** A process as /proc names it: its pid and its start time, so that a pid used again is not taken for it. */
interface Seen {
  pid: number;
  startTime: string;
}

function statFields(pid: number): string[] | undefined {
  try {
    // "pid (comm) state ppid …": comm may hold spaces, so the fields are read after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const seen = (pid: number): Seen => ({ pid, startTime: statFields(pid)?.[19] ?? '' });

/** Still running: a zombie (an orphan nobody has reaped yet) is dead. */
function isAlive({ pid, startTime }: Seen): boolean {
  const fields = statFields(pid);
  return fields !== undefined && fields[19] === startTime && !['Z', 'X'].includes(fields[0] ?? '');
}

const isRunnable = (pid: number) => statFields(pid)?.[0] === 'R';

let survivors: Seen[] = [];
let folder = '';

afterEach(() => {
  // A failed run must not leave its program burning a core for the next tests.
  for (const process_ of survivors.filter(isAlive)) process.kill(process_.pid, 'SIGKILL');
  survivors = [];
  rmSync(folder, { recursive: true, force: true });
});

describe('Python children die with the server process that started them (issue 34)', () => {
  it.each(['jail', 'unisolated'])(
    '%s: SIGKILL of the runner ends every child',
    async (isolation) => {
      // The runner's snapshot folder, which a killed runner leaves behind, goes with the test's own.
      folder = mkdtempSync(join(tmpdir(), 'iexam-parent-death-'));
      chmodSync(folder, 0o711);
      const runner = spawn(process.execPath, ['--import', 'tsx', RUNNER, isolation], {
        env: { ...process.env, TMPDIR: folder },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => runner.on('exit', resolve));
      let output = '';
      runner.stdout.on('data', (chunk: Buffer) => (output += chunk));
      await expect.poll(() => output, { timeout: 60_000, interval: 100 }).toContain('running');
      const pid = runner.pid as number;
      // One child runs the endless program (its main thread always runnable), the other waits warm for a job.
      await expect
        .poll(() => processTree(pid).filter((child) => child !== pid && isRunnable(child)).length, {
          timeout: 10_000,
          interval: 50,
        })
        .toBeGreaterThan(0);
      const children = processTree(pid).filter((child) => child !== pid);
      survivors = children.map(seen);
      expect(children.length).toBeGreaterThanOrEqual(2);

      runner.kill('SIGKILL');
      await exited;
      await expect
        .poll(() => survivors.filter(isAlive).map(({ pid: child }) => child), {
          timeout: 5_000,
          interval: 50,
        })
        .toEqual([]);
    },
    120_000,
  );
});
