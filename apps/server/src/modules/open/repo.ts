import type { DbOrTx } from '../../db/client';
import { type Match, matching } from '../../db/matching';
import { openCandidates } from '../../db/schema';

/** The open-link visitor the keys name, if any. */
async function findOpenCandidate(db: DbOrTx, keys: Match<typeof openCandidates>) {
  const [row] = await db.select().from(openCandidates).where(matching(openCandidates, keys)).limit(1);
  return row;
}

export function findOpenCandidateByCode(db: DbOrTx, schoolId: string, identifyCode: string) {
  return findOpenCandidate(db, { schoolId, identifyCode });
}

export function findOpenCandidateById(db: DbOrTx, schoolId: string, id: number) {
  return findOpenCandidate(db, { schoolId, id });
}

export async function markOpenCandidateChecked(db: DbOrTx, schoolId: string, id: number) {
  await db.update(openCandidates).set({ isChecked: true }).where(matching(openCandidates, { schoolId, id }));
}

export async function insertOpenCandidate(db: DbOrTx, values: typeof openCandidates.$inferInsert) {
  const [row] = await db.insert(openCandidates).values(values).returning();
  if (!row) throw new Error('open candidate insert returned no row');
  return row;
}

export async function recordConfirmation(
  db: DbOrTx,
  schoolId: string,
  id: number,
  values: { confirmNotice: number; rejectCause: string | null; confirmSource: string; confirmedAt: Date },
) {
  await db.update(openCandidates).set(values).where(matching(openCandidates, { schoolId, id }));
}
