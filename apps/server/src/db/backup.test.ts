import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSchool } from '../cli/demo/demo-school';
import { snapshotTables } from '../modules/admin/import-fixtures';
import { createTestDatabase } from '../test/test-database';
import { backupDatabase, RestoreError, restoreDatabase } from './backup';
import type { Database } from './client';

/** A backup copies rows as they are, so the instant the demo is seeded as of only has to be fixed. */
const SEEDED_AT = new Date('2026-06-01T08:00:00Z');

const urlOf = (database: Database) => database.url;

describe('npm run db:backup and db:restore (issue 15)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'iexam-backup-'));
  const file = join(folder, 'backup.sql');
  let source: Database;
  const quiet = () => undefined;

  beforeAll(async () => {
    source = await createTestDatabase();
    await seedDemoSchool(source.db, SEEDED_AT);
    await backupDatabase(urlOf(source), file, quiet);
  });
  afterAll(async () => {
    await source.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('a restore into an empty database gives back every row of every table, and new ids follow the old', async () => {
    const target = await createTestDatabase();
    try {
      const { rows } = await restoreDatabase(urlOf(target), file, quiet);
      expect(rows).toBeGreaterThan(100);
      const { rate_counters: _a, ...restored } = await snapshotTables(target.db);
      const { rate_counters: _b, ...original } = await snapshotTables(source.db);
      expect(restored).toEqual(original);
      // The identity sequences moved past the restored ids: the next school row does not collide.
      const next = await target.db.execute(
        sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`,
      );
      const highest = await source.db.execute(sql`select max(id)::int as id from users`);
      expect((next as unknown as { rows: { id: number }[] }).rows[0]?.id).toBeGreaterThan(
        Number((highest as unknown as { rows: { id: number }[] }).rows[0]?.id),
      );
    } finally {
      await target.close();
    }
  });

  it('is refused into a database that already holds schools, and changes nothing there', async () => {
    const before = await snapshotTables(source.db);
    await expect(restoreDatabase(urlOf(source), file, quiet)).rejects.toThrow(
      'the database already holds schools: restore into a new DATA_DIR',
    );
    expect(await snapshotTables(source.db)).toEqual(before);
  });

  it('a file cut short is refused and leaves the empty database empty (one transaction)', async () => {
    const text = readFileSync(file, 'utf8');
    const cut = join(folder, 'cut.sql');
    writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.8)));
    const target = await createTestDatabase();
    try {
      const empty = await snapshotTables(target.db);
      await expect(restoreDatabase(urlOf(target), cut, quiet)).rejects.toThrow(RestoreError);
      expect(await snapshotTables(target.db)).toEqual(empty);
    } finally {
      await target.close();
    }
  });

  it('a file that is not a backup is named as such', async () => {
    const other = join(folder, 'other.sql');
    writeFileSync(other, 'select 1;\n');
    const target = await createTestDatabase();
    try {
      await expect(restoreDatabase(urlOf(target), other, quiet)).rejects.toThrow(
        `${other} is not an iexam backup`,
      );
    } finally {
      await target.close();
    }
  });
});
