import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { processTree } from '../../apps/server/src/test/server-process';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100;

export interface ChildServer {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the OS picks it), so a left-over server can never answer for ours. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns a TypeScript entry with tsx (as npm start does) and waits until GET healthPath answers. */
export async function startChild(
  entry: string,
  env: Record<string, string>,
  port: number,
  healthPath: string,
): Promise<ChildServer> {
  // BENCH_NODE_ARGS (say `--cpu-prof --cpu-prof-dir=prof`) goes to the children only: Node refuses profiling
  // flags in NODE_OPTIONS, and the load generator's own profile is not the one wanted.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited at start-up:\n${stderr}`);
    try {
      const response = await fetch(`${url}${healthPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not answer ${healthPath} within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid ?? 0,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

interface ProcSample {
  cpuTicks: number;
  rssBytes: number;
}

function readOne(pid: number): ProcSample {
  // Fields after the command name (which may hold spaces) start at ')'; utime and stime are fields 14 and 15.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuTicks, rssBytes: rssKb * 1024 };
}

/** The server's primary and its workers (node:cluster), summed: its whole cost. */
function readProc(pid: number): ProcSample {
  // Throws when the primary has ended, as the callers expect.
  let { cpuTicks, rssBytes } = readOne(pid);
  for (const member of processTree(pid).slice(1)) {
    try {
      const sample = readOne(member);
      cpuTicks += sample.cpuTicks;
      rssBytes += sample.rssBytes;
    } catch {
      // ended between the listing and the read
    }
  }
  return { cpuTicks, rssBytes };
}

export interface ProcUsage {
  /** Share of one core, in percent (200 = both cores of this machine). */
  cpuPercent: number;
  rssMaxMb: number;
}

/** Samples a process tree's CPU time and RSS from /proc while a measurement runs. */
export function watchProcess(pid: number) {
  const first = readProc(pid);
  const startedAt = performance.now();
  let rssMax = first.rssBytes;
  let last = first;
  const timer = setInterval(() => {
    try {
      last = readProc(pid);
      rssMax = Math.max(rssMax, last.rssBytes);
    } catch {
      // the process ended
    }
  }, 250);
  return {
    stop(): ProcUsage {
      clearInterval(timer);
      try {
        last = readProc(pid);
        rssMax = Math.max(rssMax, last.rssBytes);
      } catch {
        // the process ended
      }
      const seconds = (performance.now() - startedAt) / 1000;
      const cpuSeconds = (last.cpuTicks - first.cpuTicks) / CLOCK_TICKS_PER_SECOND;
      return { cpuPercent: round((cpuSeconds / seconds) * 100), rssMaxMb: round(rssMax / 1_048_576) };
    },
  };
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function log(message: string) {
  const time = new Date().toISOString().slice(11, 19);
  console.log(`[bench ${time}] ${message}`);
}

/**
 * After a burst that was cut off, the server still works through requests whose clients left; the next scenario
 * starts once /healthz answers quickly again (or after 90 s, said in the log).
 */
export async function waitUntilIdle(url: string) {
  const deadline = performance.now() + 90_000;
  let quick = 0;
  while (quick < 3 && performance.now() < deadline) {
    const started = performance.now();
    await fetch(`${url}/healthz`).catch(() => undefined);
    quick = performance.now() - started < 100 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (quick < 3) log('the server was still busy after 90 s; going on');
}
