import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { examResults } from './schema';

export interface AttemptKey {
  schoolId: string;
  examResultId: number;
}

/**
 * `(school_id, id) in (…)` for a whole batch as two array parameters: the statement text is the same for any batch
 * size (PostgreSQL plans it alike, the driver sends two values instead of hundreds), and no parameter limit applies.
 * node-postgres sends each array as an untyped array literal; the casts here give both their types.
 */
export function attemptPairs(keys: readonly AttemptKey[]) {
  return sql`(select pair_school, pair_id::int from unnest(${sql.param(keys.map((key) => key.schoolId))}::text[],
    ${sql.param(keys.map((key) => String(key.examResultId)))}::text[]) as pairs(pair_school, pair_id))`;
}

/**
 * DESIGN §5 Locks: THE way a transaction takes attempt rows before it changes, grades or closes them (saves,
 * hand-ins, the deadline sweep, the judge, graders, proctors, regrades). Rows are locked in (school, id) order, so
 * two transactions that share attempts wait for each other instead of deadlocking; whatever a transaction reads
 * after this (answers above all) includes every save acknowledged before it, and no save lands until it commits.
 * The rows come back as they are once locked (a missing or another school's attempt is simply absent).
 */
export async function lockAttempts(tx: DbOrTx, keys: readonly AttemptKey[]) {
  if (keys.length === 0) return [];
  return tx
    .select()
    .from(examResults)
    .where(sql`(${examResults.schoolId}, ${examResults.id}) in ${attemptPairs(keys)}`)
    .orderBy(asc(examResults.schoolId), asc(examResults.id))
    .for('update');
}

/** lockAttempts for one attempt: its row once locked, undefined when there is none. */
export async function lockAttempt(tx: DbOrTx, schoolId: string, examResultId: number) {
  const [row] = await lockAttempts(tx, [{ schoolId, examResultId }]);
  return row;
}
