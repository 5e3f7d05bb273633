import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  getJson,
  newDataDir,
  postJson,
  processesMentioning,
  processTree,
  runServerToExit,
  startServer,
} from './test/server-process';

const folders: string[] = [];
function dataFolder(): string {
  const folder = newDataDir('iexam-main-');
  folders.push(folder);
  return folder;
}

const STUDENT1 = { schoolId: 'demo', userName: 'student1', password: 'demo1234' };

async function login(url: string, who = STUDENT1): Promise<string> {
  const { response, body } = await postJson(`${url}/api/accounts/login`, who);
  expect(response.status).toBe(200);
  return body.data.token as string;
}

describe('the server process (npm start)', () => {
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('serves the demo on the embedded PostgreSQL, stops everything on SIGTERM, and keeps data and logins', async () => {
    const dataDir = dataFolder();
    const first = await startServer(dataDir, { WORKERS: '2' });
    const health = await getJson(`${first.url}/healthz`);
    expect(health.body.data).toEqual({ status: 'ok', database: 'postgres' });
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const token = await login(first.url);

    // A login in flight (argon2 takes tens of milliseconds) when SIGTERM arrives still gets its answer.
    const inFlight = postJson(`${first.url}/api/accounts/login`, { ...STUDENT1, userName: 'student2' });
    await new Promise((resolve) => setTimeout(resolve, 15));
    first.child.kill('SIGTERM');
    expect((await inFlight).response.status).toBe(200);
    expect(await first.exited).toBe(0);
    // Nothing left running on the folder (the postmaster names it), and the folder is free again.
    expect(processesMentioning(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
    expect(first.output()).toContain('embedded PostgreSQL stopped');

    const second = await startServer(dataDir, { WORKERS: '1' });
    try {
      const me = await getJson(`${second.url}/api/accounts/users/me`, { authorization: `Bearer ${token}` });
      expect(me.response.status).toBe(200);
      expect(me.body.data.userName).toBe('student1');
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  it('a second start on a DATA_DIR in use is refused, naming the folder, and the first goes on serving', async () => {
    const dataDir = dataFolder();
    const first = await startServer(dataDir, { WORKERS: '1' });
    try {
      const before = readdirSync(join(dataDir, 'postgres')).sort();
      const second = await runServerToExit(dataDir, { WORKERS: '1' });
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `DATA_DIR ${dataDir} is in use by another running server (pid ${first.child.pid})`,
      );
      expect(readdirSync(join(dataDir, 'postgres')).sort()).toEqual(before);
      expect((await getJson(`${first.url}/healthz`)).response.status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });

  it.each([
    { killed: 'the whole process tree', everything: true },
    { killed: 'only the primary process (workers and PostgreSQL orphaned)', everything: false },
  ])(
    'after kill -9 of $killed the next start recovers by itself and keeps the logins',
    async ({ everything }) => {
      const dataDir = dataFolder();
      const first = await startServer(dataDir, { WORKERS: '2' });
      const token = await login(first.url);
      const pid = first.child.pid as number;
      const victims = everything ? processTree(pid) : [pid];
      for (const victim of victims) process.kill(victim, 'SIGKILL');
      await first.exited;

      const second = await startServer(dataDir, { WORKERS: '1' });
      try {
        const me = await getJson(`${second.url}/api/accounts/users/me`, { authorization: `Bearer ${token}` });
        expect(me.response.status).toBe(200);
      } finally {
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      }
      expect(processesMentioning(dataDir)).toEqual([]);
    },
  );

  it('a bad variable stops start-up with its name and exit code 1', async () => {
    const { code, output } = await runServerToExit(dataFolder(), { PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('PORT');
  });

  it('a port in use stops start-up with one line naming the port, and stops the database it started', async () => {
    const dataDir = dataFolder();
    const first = await startServer(dataDir, { WORKERS: '1' });
    try {
      const port = new URL(first.url).port;
      const other = dataFolder();
      const { code, output } = await runServerToExit(other, { PORT: port, WORKERS: '1' });
      expect(code).toBe(1);
      expect(output).toContain(`port ${port} on 127.0.0.1 is in use by another program`);
      expect(processesMentioning(other)).toEqual([]);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});
