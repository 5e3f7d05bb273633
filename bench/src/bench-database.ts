import { sql } from 'drizzle-orm';
import { createDatabase, type PostgresConfig } from '../../apps/server/src/db/client';
import { SCHOOL_ID } from './fixture';
import { round } from './processes';

/** The PostgreSQL service the bench creates its databases on (the embedded server is started by the bench). */
export const SERVICE_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

type Execute = (statement: string) => Promise<unknown>;

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on one connection of its own to `config`, closed after. */
export async function withDatabase<T>(config: PostgresConfig, work: (execute: Execute) => Promise<T>) {
  const database = await createDatabase(config, 1);
  try {
    return await work((statement) => database.db.execute(sql.raw(statement)));
  } finally {
    await database.close();
  }
}

export function withAdmin<T>(adminUrl: string, work: (execute: Execute) => Promise<T>): Promise<T> {
  return withDatabase({ url: adminUrl }, work);
}

async function firstRow<T>(execute: Execute, statement: string): Promise<T | undefined> {
  return ((await execute(statement)) as { rows: T[] }).rows[0];
}

export function countAttempts(config: PostgresConfig, examId: number) {
  return withDatabase(config, async (execute) => {
    const row = await firstRow<{ n: number; users: number }>(
      execute,
      `select count(*)::int as n, count(distinct user_id)::int as users from exam_results where school_id = '${SCHOOL_ID}' and exam_id = ${examId}`,
    );
    return { attempts: row?.n ?? 0, users: row?.users ?? 0 };
  });
}

/**
 * The server prepares the first attempts of the sessions about to open from its start on (DESIGN §5); the burst is
 * measured as the opening minute of a session prepared in time, so it waits for that (60 s at most, then goes on).
 */
export async function waitForPreparedAttempts(config: PostgresConfig, examId: number, expected: number) {
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < 60_000) {
    count = await withDatabase(config, async (execute) => {
      const row = await firstRow<{ n: number }>(
        execute,
        `select count(*)::int as n from prepared_attempts where school_id = '${SCHOOL_ID}' and exam_id = ${examId}`,
      );
      return row?.n ?? 0;
    });
    if (count >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { count, seconds: round((performance.now() - started) / 1000, 2) };
}
