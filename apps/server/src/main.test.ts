import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'iexam-main-'));

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts the real server process the way `npm start` does, on PGlite in dataDir, and waits for its address. */
function startServer(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/i);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

describe('the server process (npm start)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the demo, shuts down cleanly on SIGTERM, and keeps its data and logins across a restart', async () => {
    const first = await startServer();
    const health = await fetch(`${first.url}/healthz`);
    expect(((await health.json()) as { data: unknown }).data).toEqual({ status: 'ok', database: 'pglite' });
    const login = await fetch(`${first.url}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schoolId: 'demo', userName: 'student1', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    // A login in flight (argon2 takes tens of milliseconds) when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`${first.url}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ schoolId: 'demo', userName: 'student2', password: 'demo1234' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);

    const second = await startServer();
    try {
      const me = await fetch(`${second.url}/api/accounts/users/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { userName: string } }).data.userName).toBe('student1');
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  it('a bad variable stops start-up with its name and exit code 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });
});
