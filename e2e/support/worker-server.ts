import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the server is started from there, as `npm start` starts it. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The first worker's port; worker N listens on BASE_PORT + N, so two runs with distinct E2E_PORTs never meet. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3917);
/** The web build the server serves: apps/web/dist, or another build (a run beside a build in progress). */
const WEB_DIST = process.env.E2E_WEB_DIST ?? 'apps/web/dist';
const STARTED_WITHIN_MS = 120_000;
const STOPPED_WITHIN_MS = 15_000;

export interface WorkerServer {
  url: string;
  stop: () => Promise<void>;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Resolves once the child process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

/**
 * The platform as `npm start` runs it, for one Playwright worker: its own embedded PostgreSQL with the demo school,
 * on its own port. Each worker has a school of its own, so the specs of two workers never share a candidate's
 * attempts, and a worker restarted after a failure starts from a fresh demo school.
 */
export async function startWorkerServer(parallelIndex: number): Promise<WorkerServer> {
  const port = BASE_PORT + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  if (await answersHealth(url))
    throw new Error(`port ${port} is taken: another server answers ${url}/healthz`);
  // The database account passes through the folder when the tests run as root (PostgreSQL then runs as another user).
  const dataDir = mkdtempSync(join(tmpdir(), `iexam-e2e-${parallelIndex}-`));
  chmodSync(dataDir, 0o711);
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The e2e suite always runs on an embedded PostgreSQL of its own (as npm start does), never on a shared one.
      DATABASE_URL: '',
      SEED_DEMO: '1',
      WEB_DIST,
      LOG_LEVEL: 'warn',
      // The specs log student1 in many times a minute from one address; the login limit has its own tests.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  // What the server said is shown only when it fails to start or dies: a passing run stays quiet.
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    // The server stops its embedded PostgreSQL on SIGTERM; SIGKILL would leave that PostgreSQL running.
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), STOPPED_WITHIN_MS);
    await exited(child);
    clearTimeout(killed);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTED_WITHIN_MS;
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server on ${url} did not start:\n${output.join('').slice(-4_000)}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, stop };
}
