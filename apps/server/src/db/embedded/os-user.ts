import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { EmbeddedPostgresError } from './errors';

/** Who runs initdb and postgres, and who owns the cluster's files. */
export interface DatabaseOwner {
  name: string;
  uid: number;
  gid: number;
  /** True when it is not the user running Node (Node runs as root): files must be handed to it. */
  isOtherUser: boolean;
}

/** Created when Node runs as root on a machine without a `postgres` account. */
export const SYSTEM_USER = 'iexam-postgres';

function lookUp(name: string): { uid: number; gid: number } | undefined {
  for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid && gid) return { uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

/**
 * PostgreSQL refuses to run as root. A server started as root (a container, a CI machine) runs the database as the
 * machine's `postgres` account when there is one, else as a system account made for it: no login, no home.
 */
export function databaseOwner(): DatabaseOwner {
  const self = userInfo();
  if (self.uid !== 0) return { name: self.username, uid: self.uid, gid: self.gid, isOtherUser: false };
  for (const name of ['postgres', SYSTEM_USER]) {
    const ids = lookUp(name);
    if (ids) return { name, ...ids, isOtherUser: true };
  }
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
      // useradd needs only a PATH; nothing of the server's environment goes to it.
      { stdio: 'pipe', env: { PATH: process.env.PATH ?? '/usr/sbin:/usr/bin:/sbin:/bin' } },
    );
  } catch (error) {
    throw new EmbeddedPostgresError(
      `running as root, the embedded PostgreSQL needs an unprivileged account and \`useradd ${SYSTEM_USER}\` ` +
        `failed (${(error as Error).message.split('\n')[0]}): create one named postgres, or run as another user`,
    );
  }
  const ids = lookUp(SYSTEM_USER);
  if (!ids)
    throw new EmbeddedPostgresError(`useradd ${SYSTEM_USER} succeeded but the account is not in /etc/passwd`);
  return { name: SYSTEM_USER, ...ids, isOtherUser: true };
}
