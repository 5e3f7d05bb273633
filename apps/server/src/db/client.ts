import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { namingClient, StatementNames } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** Column names in the database are the schema's property names in snake_case. */
export const CASING = 'snake_case';

// node-postgres's result kind: `execute<Row>()` answers a typed QueryResult (rows, rowCount), no cast needed.
export type Db = PgDatabase<NodePgQueryResultHKT, Schema>;
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repo functions take either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

/** A PostgreSQL server (the embedded one or any other) and how this process connects to it. */
export interface PostgresConfig {
  url: string;
  poolSize?: number;
  namedStatements?: boolean;
}

export interface Database {
  db: Db;
  /** Where it connects (commands beside the pool, such as a backup, use it). */
  url: string;
  /** Runs the checked-in SQL migrations. */
  migrate(): Promise<void>;
  /** The pool's connections now: open, idle among them, and queries waiting for one (the /metrics gauges). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: processes starting together on one PostgreSQL take turns at migrating. */
const MIGRATION_LOCK_ID = 4_242_001;

/**
 * The pool size when none is configured: POOL_SIZE_PER_CORE connections per core of this machine. Reads and the
 * batched answer saves hold a connection only while a statement runs, so a few per core keep the database busy
 * while this process parses and serialises; many more only queue inside PostgreSQL (and several processes share
 * its max_connections). Measured in docs/benchmarks.md; DATABASE_POOL_SIZE overrides it.
 */
export const POOL_SIZE_PER_CORE = 8;

export function defaultPoolSize(cores = availableParallelism(), processes = 1): number {
  // Several processes on one machine share its cores, so they share the connections too.
  return Math.max(4, Math.ceil((cores * POOL_SIZE_PER_CORE) / processes));
}

/** A pool on a PostgreSQL server. */
export async function createDatabase(config: PostgresConfig, poolSize?: number): Promise<Database> {
  const max = poolSize ?? config.poolSize ?? defaultPoolSize();
  // Repeated statements run named, parsed once per connection (named-statements.ts); off behind a proxy that
  // pools transactions (PgBouncer's transaction mode), where a connection's parsed statements are not its own.
  const pool = new pg.Pool({
    connectionString: config.url,
    max,
    ...(config.namedStatements === false ? {} : { Client: namingClient(new StatementNames()) }),
  });
  // A connection the server drops while idle (restart, failover, a dropped test database) must not crash the
  // process: the pool discards it and opens a new one on next use; queries in flight fail on their own.
  pool.on('error', () => undefined);
  // The pool listens for those only while a connection is idle in it. One held by a transaction between statements
  // when the server ends it (a PostgreSQL restart) emits 'error' on the connection itself, and an 'error' event
  // nobody listens to ends the process (issue 18, R12): the transaction fails on its own, the pool drops the
  // connection when it comes back, and the next query opens a new one.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool, { schema, casing: CASING });
  return {
    db,
    url: config.url,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema, casing: CASING }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** A cheap round trip that proves the database answers (for /healthz). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
