import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './binaries';
import {
  type DataFolder,
  INITDB_PREFIX,
  isZombie,
  openDataFolder,
  removeInterruptedInits,
  runningPid,
} from './data-folder';
import { EmbeddedPostgresError } from './errors';
import { type DatabaseOwner, databaseOwner } from './os-user';

/** The role and the database the server uses inside the embedded cluster. */
const ROLE = 'iexam';
const DATABASE = 'iexam';
const START_TIMEOUT_MS = 60_000;
/** A fast shutdown rolls back open transactions and writes a checkpoint; past this, an immediate one. */
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** max_connections: every server process's pool plus room for migrations and a psql. */
  maxConnections: number;
  log: (message: string) => void;
  /** Called once if PostgreSQL exits while it should be running (not after stop()). */
  onUnexpectedExit?: (description: string) => void;
}

export interface EmbeddedPostgres {
  /** A connection string over the private Unix socket. */
  url: string;
  dataFolder: DataFolder;
  /** Fast shutdown; resolves when PostgreSQL has exited and the folder is free. */
  stop(): Promise<void>;
}

function run(command: string, args: string[], owner: DatabaseOwner): ChildProcess {
  return spawn(command, args, {
    ...(owner.isOtherUser ? { uid: owner.uid, gid: owner.gid } : {}),
    // Messages in English whatever the machine's locale: the log is read by people and by start().
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in the terminal reaches the web servers, which finish their requests before
    // the database is stopped.
    detached: true,
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else {
      child.once('exit', (code, signal) => resolve({ code, signal }));
    }
  });
}

async function initialise(
  folder: DataFolder,
  owner: DatabaseOwner,
  initdb: string,
  log: (m: string) => void,
) {
  const scratch = join(folder.root, `${INITDB_PREFIX}${randomBytes(4).toString('hex')}`);
  mkdirSync(scratch, { mode: 0o700 });
  if (owner.isOtherUser) chownSync(scratch, owner.uid, owner.gid);
  log(`creating the embedded PostgreSQL database in ${folder.cluster}`);
  const child = run(
    initdb,
    [`--pgdata=${scratch}`, `--username=${ROLE}`, '--auth=trust', '--encoding=UTF8', '--no-locale'],
    owner,
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const { code, signal } = await exited(child);
  if (code !== 0) {
    const reason = output.trim().split('\n').pop() ?? `exit ${code ?? signal}`;
    throw new EmbeddedPostgresError(`initdb failed in ${folder.root}: ${reason}`);
  }
  renameSync(scratch, folder.cluster);
}

/** A one-line cause and fix for what PostgreSQL wrote before it stopped during start-up. */
function explainStartFailure(output: string, folder: DataFolder): string {
  if (/lock file "postmaster\.pid" already exists/.test(output)) {
    return `${folder.cluster} is in use by another PostgreSQL server: stop it, or choose another DATA_DIR`;
  }
  if (/database files are incompatible/.test(output)) {
    return `${folder.cluster} was made by another PostgreSQL version: see docs/operations.md, "Upgrading"`;
  }
  if (
    /could not (?:create|open|write)|Permission denied|has wrong ownership|invalid permissions/.test(output)
  ) {
    const line = output.split('\n').find((l) => /FATAL|could not/.test(l)) ?? output;
    return `PostgreSQL cannot use ${folder.cluster}: ${line.replace(/^.*?(FATAL|LOG):\s*/, '').trim()}`;
  }
  const fatal = output.split('\n').find((line) => line.includes('FATAL'));
  return `PostgreSQL did not start (${fatal?.replace(/^.*FATAL:\s*/, '').trim() ?? 'no reason given'}): see ${folder.log}`;
}

async function waitUntilReady(url: string, child: ChildProcess, folder: DataFolder, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const hasExited = exited(child);
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    const stopped = await Promise.race([hasExited, new Promise((r) => setTimeout(() => r(undefined), 100))]);
    if (stopped) throw new EmbeddedPostgresError(explainStartFailure(output(), folder));
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new EmbeddedPostgresError(`PostgreSQL did not accept connections within 60 s: see ${folder.log}`);
    }
  }
}

export function socketUrl(socketDir: string, database = DATABASE): string {
  return `postgres://${ROLE}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
}

/**
 * A postmaster left running by a server that was killed holds the cluster: stop it the way we would have. One that
 * was killed with it may linger a moment as a zombie, whose pid PostgreSQL would take for a running server: wait.
 */
async function stopOrphan(folder: DataFolder, log: (m: string) => void) {
  const pidFile = join(folder.cluster, 'postmaster.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : Number.NaN;
  if (!Number.isInteger(pid) || pid <= 0) return;
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  if (runningPid(pidFile, 'postgres') === pid) {
    log(`stopping PostgreSQL (pid ${pid}) left running by a server that did not shut down`);
    process.kill(pid, 'SIGINT');
  }
  while (runningPid(pidFile, 'postgres') === pid || isZombie(pid)) {
    if (Date.now() > deadline) {
      if (!isZombie(pid)) process.kill(pid, 'SIGQUIT');
      throw new EmbeddedPostgresError(
        `PostgreSQL (pid ${pid}) on ${folder.cluster} did not stop within 30 s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a real PostgreSQL server on DATA_DIR (fsync and synchronous commit on, reachable only through a private
 * Unix socket), creating the cluster on first use. After a crash PostgreSQL replays its write-ahead log itself.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { log } = options;
  const binaries = findPostgresBinaries();
  const owner = databaseOwner();
  const folder = openDataFolder(options.dataDir, owner, binaries.major);
  let child: ChildProcess | undefined;
  try {
    const interrupted = removeInterruptedInits(folder.root);
    if (interrupted.length > 0) log(`removed an interrupted initdb: ${interrupted.join(', ')}`);
    if (existsSync(folder.cluster)) {
      await stopOrphan(folder, log);
    } else {
      await initialise(folder, owner, binaries.initdb, log);
    }

    const settings = {
      listen_addresses: '',
      unix_socket_directories: folder.socketDir,
      unix_socket_permissions: '0700',
      // The defaults, stated: an acknowledged answer is on disk before the candidate sees "saved".
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      max_connections: String(options.maxConnections),
    };
    const logFile = createWriteStream(folder.log, { flags: 'a' });
    let startOutput = '';
    child = run(
      binaries.postgres,
      [
        '-D',
        folder.cluster,
        ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
      ],
      owner,
    );
    const capture = (chunk: Buffer) => {
      logFile.write(chunk);
      if (startOutput.length < 64_000) startOutput += chunk.toString();
    };
    child.stdout?.on('data', capture);
    child.stderr?.on('data', capture);
    const adminUrl = socketUrl(folder.socketDir, 'postgres');
    await waitUntilReady(adminUrl, child, folder, () => startOutput);
    startOutput = '';

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
      if (rowCount === 0) await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }

    const postmaster = child;
    let stopping: Promise<void> | undefined;
    void exited(postmaster).then(({ code, signal }) => {
      logFile.end();
      if (!stopping) options.onUnexpectedExit?.(`PostgreSQL exited (${code ?? signal}): see ${folder.log}`);
    });
    return {
      url: socketUrl(folder.socketDir, DATABASE),
      dataFolder: folder,
      stop() {
        stopping ??= (async () => {
          const done = exited(postmaster);
          postmaster.kill('SIGINT');
          const timer = setTimeout(() => postmaster.kill('SIGQUIT'), STOP_TIMEOUT_MS);
          await done;
          clearTimeout(timer);
          folder.release();
        })();
        return stopping;
      },
    };
  } catch (error) {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited(child);
    }
    folder.release();
    throw error;
  }
}
