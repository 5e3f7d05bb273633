import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client';

/** Set by the test tiers' global setup (test/test-postgres.ts): a migrated database each test database copies. */
export const TEMPLATE_VARIABLE = 'IEXAM_TEST_TEMPLATE';

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function administer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database no other test can see: a new PostgreSQL database on DATABASE_URL's server (the embedded one the global
 * setup started, or the machine's), copied from the migrated template, dropped on close. Migrated and empty.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_VARIABLE];
  if (!adminUrl || !template) {
    throw new Error('no test PostgreSQL: run the tests through vitest, whose global setup starts one');
  }
  const name = `iexam_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await administer(adminUrl, `create database ${name} template ${template}`);
  const database = await createDatabase({ url: databaseUrl(adminUrl, name) }, 20);
  return {
    ...database,
    close: async () => {
      await database.close();
      await administer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Creates the migrated template on adminUrl's server; returns its name and how to drop it. */
export async function createTemplateDatabase(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `iexam_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await administer(adminUrl, `create database ${name}`);
  const database = await createDatabase({ url: databaseUrl(adminUrl, name) }, 1);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { name, drop: () => administer(adminUrl, `drop database if exists ${name} with (force)`) };
}
