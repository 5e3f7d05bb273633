import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

export type Outcome = 'created' | 'updated' | 'unchanged';

export interface ImportSummary {
  created: Record<string, number>;
  updated: Record<string, number>;
  deleted: Record<string, number>;
  unchanged: Record<string, number>;
}

export function emptySummary(): ImportSummary {
  return { created: {}, updated: {}, deleted: {}, unchanged: {} };
}

export function count(summary: ImportSummary, outcome: Outcome | 'deleted', entity: string, by = 1) {
  if (by === 0) return;
  summary[outcome][entity] = (summary[outcome][entity] ?? 0) + by;
}

function sameValue(stored: unknown, wanted: unknown): boolean {
  if (wanted instanceof Date) return stored instanceof Date && stored.getTime() === wanted.getTime();
  if (wanted === undefined) return stored === null || stored === undefined;
  if (typeof wanted === 'object' && wanted !== null) return JSON.stringify(stored) === JSON.stringify(wanted);
  return stored === wanted;
}

type Row = Record<string, unknown>;

/**
 * Finds the row `where` names; inserts `values` when there is none, rewrites it only when a value differs, and
 * reports which. Leaving equal rows alone is what makes a second import change nothing.
 */
export async function syncRow(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  values: Row,
  options: { idColumn?: PgColumn; createOnly?: Row } = {},
): Promise<{ outcome: Outcome; row: Row }> {
  const [existing] = (await tx.select().from(table).where(where).limit(1)) as Row[];
  if (!existing) {
    const [row] = (await tx
      .insert(table)
      .values({ ...values, ...options.createOnly } as never)
      .returning()) as Row[];
    if (!row) throw new Error('insert returned no row');
    return { outcome: 'created', row };
  }
  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !sameValue(existing[key], value)),
  );
  if (Object.keys(changed).length === 0) return { outcome: 'unchanged', row: existing };
  const [row] = (await tx
    .update(table)
    .set(changed as never)
    .where(where)
    .returning()) as Row[];
  return { outcome: 'updated', row: row ?? existing };
}

/**
 * Makes the link rows under `scope` exactly `wanted` (identified by `identity` columns): missing ones are inserted,
 * extra ones deleted, changed ones updated. Returns how many of each.
 */
export async function syncLinks(
  tx: Tx,
  table: PgTable,
  scope: SQL | undefined,
  columns: Record<string, PgColumn>,
  identity: string[],
  wanted: Row[],
) {
  const existing = (await tx.select().from(table).where(scope)) as Row[];
  const identityOf = (row: Row) => JSON.stringify(identity.map((key) => row[key]));
  const rowWhere = (row: Row) =>
    and(scope, ...identity.map((key) => eq(columns[key] as PgColumn, row[key] as never)));
  const wantedByIdentity = new Map(wanted.map((row) => [identityOf(row), row]));
  const existingByIdentity = new Map(existing.map((row) => [identityOf(row), row]));
  let created = 0;
  let updated = 0;
  let deleted = 0;
  for (const [id, row] of existingByIdentity) {
    if (wantedByIdentity.has(id)) continue;
    await tx.delete(table).where(rowWhere(row));
    deleted++;
  }
  for (const [id, row] of wantedByIdentity) {
    const stored = existingByIdentity.get(id);
    if (!stored) {
      await tx.insert(table).values(row as never);
      created++;
    } else if (Object.entries(row).some(([key, value]) => !sameValue(stored[key], value))) {
      await tx
        .update(table)
        .set(row as never)
        .where(rowWhere(row));
      updated++;
    }
  }
  return { created, updated, deleted, unchanged: wanted.length - created - updated };
}
