import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type Match, matching } from '../../db/matching';

export type Outcome = 'created' | 'updated' | 'unchanged';
/** One field an import changes on a row it already has, old → new (dates as ISO strings). */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}
export interface LinkCounts {
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
}
type Row = Record<string, unknown>;

/** JSON with sorted keys: PostgreSQL's jsonb gives keys back in its own order, which must not count as a change. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([left], [right]) => (left < right ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function isSameValue(stored: unknown, wanted: unknown): boolean {
  if (wanted instanceof Date) return stored instanceof Date && stored.getTime() === wanted.getTime();
  if (wanted === null) return stored === null || stored === undefined;
  if (typeof wanted === 'object') return canonicalJson(stored) === canonicalJson(wanted);
  return stored === wanted;
}

/** Absent optional fields are written as null, so removing one from the file clears it (drizzle skips undefined). */
function withNulls(values: Row): Row {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? null]));
}

const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** The changes from `existing` to `changed`, in the order of `changed`, for the dry run and the audit. */
export function fieldChanges(existing: Row, changed: Row): FieldChange[] {
  return Object.entries(changed).map(([field, to]) => ({
    field,
    from: shown(existing[field]),
    to: shown(to),
  }));
}

/**
 * Finds the row `where` names; inserts `values` (plus `createOnly`) when there is none, and rewrites only the
 * columns whose values differ otherwise. Leaving equal rows alone is what makes a second import change nothing.
 * `only` narrows what an existing row may get to the fields the file states: the rest of `wanted` are defaults
 * meant for a new row, and writing them over a configured one would reset it (issue 35).
 */
export async function syncRow(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  wanted: Row,
  createOnly: Row = {},
  only?: ReadonlySet<string>,
): Promise<{ outcome: Outcome; row: Row; changes: FieldChange[] }> {
  const values = withNulls(wanted);
  const [existing] = (await db.select().from(table).where(where).limit(1)) as Row[];
  if (!existing) {
    const [row] = (await db
      .insert(table)
      .values({ ...values, ...createOnly } as never)
      .returning()) as Row[];
    if (!row) throw new Error('insert returned no row');
    return { outcome: 'created', row, changes: [] };
  }
  const changed = Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => (only === undefined || only.has(key)) && !isSameValue(existing[key], value),
    ),
  );
  if (Object.keys(changed).length === 0) return { outcome: 'unchanged', row: existing, changes: [] };
  const [row] = (await db
    .update(table)
    .set(changed as never)
    .where(where)
    .returning()) as Row[];
  return { outcome: 'updated', row: row ?? existing, changes: fieldChanges(existing, changed) };
}

/**
 * Makes the link rows under `scope` exactly `wanted`, each identified by its `identity` columns: missing ones are
 * inserted, extra ones deleted, changed ones updated, equal ones left alone.
 */
export async function syncLinks(
  db: DbOrTx,
  table: PgTable,
  scope: SQL | undefined,
  identity: Record<string, PgColumn>,
  wanted: Row[],
): Promise<LinkCounts> {
  const existing = (await db.select().from(table).where(scope)) as Row[];
  const identityOf = (row: Row) => canonicalJson(Object.keys(identity).map((key) => row[key]));
  const rowWhere = (row: Row) =>
    and(scope, ...Object.entries(identity).map(([key, column]) => eq(column, row[key] as never)));
  const wantedByIdentity = new Map(wanted.map((row) => [identityOf(row), withNulls(row)]));
  const existingByIdentity = new Map(existing.map((row) => [identityOf(row), row]));
  const counts: LinkCounts = { created: 0, updated: 0, deleted: 0, unchanged: 0 };
  for (const [id, row] of existingByIdentity) {
    if (wantedByIdentity.has(id)) continue;
    await db.delete(table).where(rowWhere(row));
    counts.deleted++;
  }
  for (const [id, row] of wantedByIdentity) {
    const stored = existingByIdentity.get(id);
    if (!stored) {
      await db.insert(table).values(row as never);
      counts.created++;
    } else if (Object.entries(row).some(([key, value]) => !isSameValue(stored[key], value))) {
      await db
        .update(table)
        .set(row as never)
        .where(rowWhere(row));
      counts.updated++;
    } else {
      counts.unchanged++;
    }
  }
  return counts;
}

/**
 * Makes the link rows of one owner (an exam, a subject: `owner` holds its keys, e.g. { schoolId, examId }) exactly
 * `rows`, each written with the owner's keys and identified by its `identity` columns (syncLinks).
 */
export function syncLinksOf<T extends PgTable>(
  db: DbOrTx,
  table: T,
  owner: Match<T>,
  identity: Record<string, PgColumn>,
  rows: Row[],
): Promise<LinkCounts> {
  const wanted = rows.map((row) => ({ ...owner, ...row }));
  return syncLinks(db, table, matching(table, owner), identity, wanted);
}
