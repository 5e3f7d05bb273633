import { and, asc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching, oneOf } from '../../db/matching';
import { abilityDimensions, bankSubjects, knowledgePoints } from '../../db/schema';
import { syncRow } from '../admin/sync-rows';

export type BankRow = { key: string; subject: Record<string, unknown>; source: string; updatedAt: Date };

const rowColumns = {
  key: bankSubjects.key,
  subject: bankSubjects.subject,
  source: bankSubjects.source,
  updatedAt: bankSubjects.updatedAt,
};

/** The school's bank, by key; `search` looks in keys and question texts, LIKE wildcards taken literally. */
export async function listBank(
  db: DbOrTx,
  schoolId: string,
  filter: { search?: string; subjectType?: number; keys?: readonly string[] },
): Promise<BankRow[]> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const conditions: (SQL | undefined)[] = [
    matching(bankSubjects, { schoolId, ...(filter.keys ? { key: oneOf(filter.keys) } : {}) }),
    pattern
      ? or(ilike(bankSubjects.key, pattern), ilike(sql`${bankSubjects.subject}->>'subjectTitle'`, pattern))
      : undefined,
    filter.subjectType === undefined
      ? undefined
      : sql`(${bankSubjects.subject}->>'subjectType')::int = ${filter.subjectType}`,
  ];
  return db
    .select(rowColumns)
    .from(bankSubjects)
    .where(and(...conditions))
    .orderBy(asc(bankSubjects.key));
}

/** Writes one bank subject by key: created, updated (only when it differs) or unchanged, as an exam import does. */
export async function syncBankSubject(
  db: DbOrTx,
  schoolId: string,
  row: { key: string; subject: Record<string, unknown>; source: string },
  now: Date,
) {
  const where = matching(bankSubjects, { schoolId, key: row.key });
  const { outcome } = await syncRow(db, bankSubjects, where, { schoolId, ...row });
  if (outcome === 'updated') await db.update(bankSubjects).set({ updatedAt: now }).where(where);
  return outcome;
}

export async function deleteBankSubject(db: DbOrTx, schoolId: string, key: string): Promise<boolean> {
  const deleted = await db
    .delete(bankSubjects)
    .where(matching(bankSubjects, { schoolId, key }))
    .returning({ key: bankSubjects.key });
  return deleted.length > 0;
}

export async function readKnowledgePoints(db: DbOrTx, schoolId: string) {
  return db
    .select({ key: knowledgePoints.key, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(matching(knowledgePoints, { schoolId }));
}

/** Adds the knowledge points a file names; one that exists already keeps its name. */
export async function addKnowledgePoints(
  db: DbOrTx,
  schoolId: string,
  points: { key: string; name: string }[],
) {
  if (points.length === 0) return;
  await db
    .insert(knowledgePoints)
    .values(points.map((point) => ({ schoolId, ...point })))
    .onConflictDoNothing();
}

export async function readAbilityKeys(db: DbOrTx, schoolId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: abilityDimensions.key })
    .from(abilityDimensions)
    .where(matching(abilityDimensions, { schoolId }));
  return new Set(rows.map((row) => row.key));
}
