import pg from 'pg';

/** Every statement the database receives while `work` runs, as its SQL text. */
export async function statementsDuring(work: () => Promise<unknown>) {
  const seen: string[] = [];
  const originalPg = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = args[0];
    seen.push(typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? ''));
    return (originalPg as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof originalPg;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = originalPg;
  }
  return seen;
}

/**
 * The statements the database receives while `work` runs. The once-a-second background reads
 * (the cache version, the login-session revocations) are left out: they are per process, not per request.
 */
export async function countStatements(work: () => Promise<unknown>) {
  return (await statementsDuring(work)).filter(
    (sql) => !sql.includes('server_settings') && !sql.includes('auth_session_revocations'),
  );
}
