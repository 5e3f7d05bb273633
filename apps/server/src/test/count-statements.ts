import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The statements the database receives while `work` runs, on either driver. The once-a-second background reads
 * (the cache version, the login-session revocations) are left out: they are per process, not per request.
 */
export async function countStatements(work: () => Promise<unknown>) {
  const seen: string[] = [];
  const record = (text: unknown) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? '');
    if (!sql.includes('server_settings') && !sql.includes('auth_session_revocations')) seen.push(sql);
  };
  const originalLite = PGlite.prototype.query;
  const originalPg = pg.Client.prototype.query;
  PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    record(args[0]);
    return originalLite.apply(this, args);
  } as PGlite['query'];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    record(args[0]);
    return (originalPg as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof originalPg;
  try {
    await work();
  } finally {
    PGlite.prototype.query = originalLite;
    pg.Client.prototype.query = originalPg;
  }
  return seen;
}
