import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createDatabase, type Database } from './client';

describe('the pool when PostgreSQL ends a connection in use (issue 18, R12)', () => {
  let owner: Database;
  let database: Database;
  beforeAll(async () => {
    owner = await createTestDatabase();
    database = await createDatabase({ url: owner.url }, 2);
  });
  afterAll(async () => {
    await database.close();
    await owner.close();
  });

  it('fails the transaction holding it, keeps the process alive, and serves the next query', async () => {
    const admin = new pg.Client({ connectionString: owner.url });
    await admin.connect();
    let outcome: unknown;
    try {
      // A transaction between two statements (as a batch of saves is while it reads the paper) when PostgreSQL
      // ends its connection, the way a restart ends every one.
      outcome = await database.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(
            sql`select pg_backend_pid() as pid`,
          )) as unknown as pg.QueryResult<{
            pid: number;
          }>;
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
    } finally {
      await admin.end();
    }
    // Before the fix the ended connection's 'error' event had no listener while the transaction held it: the
    // process died (an uncaught exception, which vitest reports as this file failing).
    expect(outcome).toBeInstanceOf(Error);
    const after = (await database.db.execute(sql`select 1 as one`)) as unknown as pg.QueryResult;
    expect(after.rows).toEqual([{ one: 1 }]);
  });
});
