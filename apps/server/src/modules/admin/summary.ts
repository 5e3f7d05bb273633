import type { FieldChange, LinkCounts, Outcome } from './sync-rows';

/** The fields an import changes on one row it already has (`key`: its external key; a session's `exam/session`). */
export interface RowChanges {
  entity: string;
  key: string;
  fields: FieldChange[];
}

/**
 * Rows per entity, by what the import did to them; a second import of the same file has only `unchanged`. `changes`
 * lists, for the headers a person configures (school, users, groups, exams, sessions), each field updated, old → new.
 */
export interface ImportSummary {
  created: Record<string, number>;
  updated: Record<string, number>;
  deleted: Record<string, number>;
  unchanged: Record<string, number>;
  changes: RowChanges[];
}

export function emptySummary(): ImportSummary {
  return { created: {}, updated: {}, deleted: {}, unchanged: {}, changes: [] };
}

function add(summary: ImportSummary, outcome: keyof LinkCounts, entity: string, by: number) {
  if (by > 0) summary[outcome][entity] = (summary[outcome][entity] ?? 0) + by;
}

export function countRow(summary: ImportSummary, entity: string, outcome: Outcome) {
  add(summary, outcome, entity, 1);
}

/** Counts the row and, when it was updated, lists its changed fields under its key. */
export function countChanges(
  summary: ImportSummary,
  entity: string,
  key: string,
  synced: { outcome: Outcome; changes: FieldChange[] },
) {
  countRow(summary, entity, synced.outcome);
  if (synced.changes.length > 0) summary.changes.push({ entity, key, fields: synced.changes });
}

export function countLinks(summary: ImportSummary, entity: string, counts: LinkCounts) {
  for (const outcome of ['created', 'updated', 'deleted', 'unchanged'] as const)
    add(summary, outcome, entity, counts[outcome]);
}

/** Whether the import wrote anything (created, updated or deleted a row). */
export function hasChanges(summary: ImportSummary): boolean {
  return [summary.created, summary.updated, summary.deleted].some((counts) => Object.keys(counts).length > 0);
}
