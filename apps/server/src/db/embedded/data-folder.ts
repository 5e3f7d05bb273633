import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { EmbeddedPostgresError } from './errors';
import type { DatabaseOwner } from './os-user';

/**
 * What the server keeps in DATA_DIR:
 *   server.pid     the pid of the `npm start` that owns the folder (a second start sees it and stops)
 *   postgres/      the PostgreSQL cluster (owned by the database account, mode 0700)
 *   postgres.log   PostgreSQL's own log
 *   run/           its Unix socket, reachable only by the database account (no TCP port is opened)
 */
export interface DataFolder {
  root: string;
  cluster: string;
  log: string;
  socketDir: string;
  /** Removes what this start made outside the folder (a socket directory under /tmp) and frees the folder. */
  release(): void;
}

/** The longest path a Unix socket may have on Linux is 107 bytes; PostgreSQL appends `/.s.PGSQL.5432`. */
const MAX_SOCKET_DIR_LENGTH = 107 - '/.s.PGSQL.5432'.length;

function describe(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  return code ?? message;
}

/** A process that has exited but was not yet collected by its parent still holds its pid. */
export function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isAlive(pid: number, command: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A pid reused by an unrelated program after a crash does not hold the folder.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(command);
  } catch {
    return true;
  }
}

/** The pid in a pid file's first line, if that process is still running `command`. */
export function runningPid(pidFile: string, command: string): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid, command) ? pid : undefined;
}

function takeLock(pidFile: string, root: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(pidFile, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = runningPid(pidFile, 'node');
    if (holder !== undefined) {
      throw new EmbeddedPostgresError(
        `DATA_DIR ${root} is in use by another running server (pid ${holder}): stop it, or start this one with ` +
          'another DATA_DIR',
      );
    }
    unlinkSync(pidFile); // left by a server that was killed
  }
  throw new EmbeddedPostgresError(`DATA_DIR ${root}: another server is starting on it at this moment`);
}

/** Each folder from / down to `path` must let the database account pass (search permission). */
function assertReachable(path: string, owner: DatabaseOwner): void {
  for (let dir = path; ; dir = dirname(dir)) {
    const stat = statSync(dir);
    const bit = stat.uid === owner.uid ? 0o100 : stat.gid === owner.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) {
      throw new EmbeddedPostgresError(
        `DATA_DIR ${path}: the database account ${owner.name} cannot enter ${dir} ` +
          `(mode ${(stat.mode & 0o777).toString(8)}); allow it (chmod o+x ${dir}) or choose another DATA_DIR`,
      );
    }
    if (dir === dirname(dir)) return;
  }
}

function privateDirectory(path: string, owner: DatabaseOwner): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
  if (owner.isOtherUser) chownSync(path, owner.uid, owner.gid);
}

/**
 * Opens DATA_DIR for this start: creates it, refuses a folder in use or one that is not ours, and takes it. Nothing
 * inside is changed before every check has passed.
 */
export function openDataFolder(dataDir: string, owner: DatabaseOwner, major: string): DataFolder {
  const root = resolve(dataDir);
  try {
    mkdirSync(root, { recursive: true });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `DATA_DIR ${root} cannot be created (${describe(error)}): choose a folder this user can write`,
    );
  }
  const pidFile = join(root, 'server.pid');
  try {
    closeSync(openSync(join(root, '.write-check'), 'w'));
    unlinkSync(join(root, '.write-check'));
  } catch (error) {
    throw new EmbeddedPostgresError(
      `DATA_DIR ${root} is not writable (${describe(error)}): choose a folder this user can write`,
    );
  }
  if (existsSync(join(root, 'PG_VERSION'))) {
    throw new EmbeddedPostgresError(
      `DATA_DIR ${root} holds a PGlite database from an earlier version of iexam: move it aside ` +
        '(docs/operations.md, "Moving off PGlite") and start again',
    );
  }
  if (owner.isOtherUser) assertReachable(root, owner);
  takeLock(pidFile, root);

  const cluster = join(root, 'postgres');
  let socketDir = join(root, 'run');
  let ownSocketDir = false;
  try {
    if (existsSync(cluster)) assertUsableCluster(cluster, major, owner);
    if (socketDir.length > MAX_SOCKET_DIR_LENGTH) {
      socketDir = mkdtempSync(join(tmpdir(), 'iexam-pg-'));
      ownSocketDir = true;
    }
    privateDirectory(socketDir, owner);
    // The second line tells a command run beside the server (npm run import) where to connect.
    writeFileSync(pidFile, `${process.pid}\n${socketDir}\n`);
  } catch (error) {
    unlinkSync(pidFile);
    throw error;
  }
  return {
    root,
    cluster,
    log: join(root, 'postgres.log'),
    socketDir,
    release() {
      if (ownSocketDir) rmSync(socketDir, { recursive: true, force: true });
      if (existsSync(pidFile) && readFileSync(pidFile, 'utf8').split('\n')[0] === String(process.pid))
        unlinkSync(pidFile);
    },
  };
}

/** The socket folder of the server running on dataDir, if one is. */
export function runningServerSocket(dataDir: string): string | undefined {
  const pidFile = join(resolve(dataDir), 'server.pid');
  if (runningPid(pidFile, 'node') === undefined) return undefined;
  return readFileSync(pidFile, 'utf8').split('\n')[1] || undefined;
}

/** initdb writes into a temporary sibling that is renamed when it succeeds; one left over was interrupted. */
export const INITDB_PREFIX = 'postgres.init-';

export function removeInterruptedInits(root: string): string[] {
  const leftovers = readdirSync(root).filter((name) => name.startsWith(INITDB_PREFIX));
  for (const name of leftovers) rmSync(join(root, name), { recursive: true, force: true });
  return leftovers;
}

/** Checks an existing cluster folder is a PostgreSQL cluster of our major version, owned by the database account. */
export function assertUsableCluster(cluster: string, major: string, owner: DatabaseOwner): void {
  const versionFile = join(cluster, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    throw new EmbeddedPostgresError(
      `${cluster} is not a PostgreSQL data folder (it has no PG_VERSION): move it away and start again`,
    );
  }
  const found = readFileSync(versionFile, 'utf8').trim();
  if (found !== major) {
    throw new EmbeddedPostgresError(
      `${cluster} was made by PostgreSQL ${found} and this server bundles PostgreSQL ${major}: dump it with ` +
        `PostgreSQL ${found}'s pg_dump and restore it into a new DATA_DIR (docs/operations.md, "Upgrading")`,
    );
  }
  const { uid } = statSync(cluster);
  if (uid !== owner.uid) {
    throw new EmbeddedPostgresError(
      `${cluster} belongs to uid ${uid}, not to the database account ${owner.name} (uid ${owner.uid}): ` +
        `chown -R ${owner.name} ${cluster}, or choose another DATA_DIR`,
    );
  }
}
