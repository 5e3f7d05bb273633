import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs the statements of a checked-in migration (`0012_letter_accepted_at.sql`) after its first, the schema change
 * the test database already has: what a migration does to the rows it finds.
 */
export async function runMigrationAfterItsSchemaChange(db: Db, file: string) {
  const path = new URL(`../db/migrations/${file}`, import.meta.url);
  const [, ...statements] = readFileSync(path, 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) await db.execute(sql.raw(statement));
}
