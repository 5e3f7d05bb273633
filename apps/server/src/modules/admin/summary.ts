import type { LinkCounts, Outcome } from './sync-rows';

/** Rows per entity, by what the import did to them; a second import of the same file has only `unchanged`. */
export interface ImportSummary {
  created: Record<string, number>;
  updated: Record<string, number>;
  deleted: Record<string, number>;
  unchanged: Record<string, number>;
}

export function emptySummary(): ImportSummary {
  return { created: {}, updated: {}, deleted: {}, unchanged: {} };
}

function add(summary: ImportSummary, outcome: keyof ImportSummary, entity: string, by: number) {
  if (by > 0) summary[outcome][entity] = (summary[outcome][entity] ?? 0) + by;
}

export function countRow(summary: ImportSummary, entity: string, outcome: Outcome) {
  add(summary, outcome, entity, 1);
}

export function countLinks(summary: ImportSummary, entity: string, counts: LinkCounts) {
  for (const outcome of ['created', 'updated', 'deleted', 'unchanged'] as const)
    add(summary, outcome, entity, counts[outcome]);
}

/** Whether the import wrote anything (created, updated or deleted a row). */
export function hasChanges(summary: ImportSummary): boolean {
  return [summary.created, summary.updated, summary.deleted].some((counts) => Object.keys(counts).length > 0);
}
