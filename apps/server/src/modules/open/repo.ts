import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { openCandidates } from '../../db/schema';

export async function findOpenCandidateByCode(db: DbOrTx, schoolId: string, identifyCode: string) {
  const [row] = await db
    .select()
    .from(openCandidates)
    .where(matching(openCandidates, { schoolId, identifyCode }))
    .limit(1);
  return row;
}

export async function findOpenCandidateById(db: DbOrTx, schoolId: string, id: number) {
  const [row] = await db
    .select()
    .from(openCandidates)
    .where(matching(openCandidates, { schoolId, id }))
    .limit(1);
  return row;
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
