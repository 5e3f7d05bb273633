import pg from 'pg';

/**
 * The statements the database receives while `work` runs. The once-a-second background reads
 * (the cache version, the login-session revocations) are left out: they are per process, not per request.
 */
export async function countStatements(work: () => Promise<unknown>) {
  const seen: string[] = [];
  const record = (text: unknown) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? '');
    if (!sql.includes('server_settings') && !sql.includes('auth_session_revocations')) seen.push(sql);
  };
  const originalPg = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    record(args[0]);
    return (originalPg as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof originalPg;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = originalPg;
  }
  return seen;
}
