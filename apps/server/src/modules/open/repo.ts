import type { DbOrTx } from '../../db/client';
import { type Match, matching } from '../../db/matching';
import { openCandidates } from '../../db/schema';

/** The open-link visitor the keys name, if any. */
async function findOpenCandidate(db: DbOrTx, keys: Match<typeof openCandidates>) {
  const [row] = await db.select().from(openCandidates).where(matching(openCandidates, keys)).limit(1);
  return row;
}

/** The visitor's row, locked until the transaction ends: one first visit at a time records a link's details. */
export async function lockOpenCandidate(tx: DbOrTx, schoolId: string, id: number) {
  const [row] = await tx
    .select()
    .from(openCandidates)
    .where(matching(openCandidates, { schoolId, id }))
    .for('update');
  if (!row) throw new Error('the open candidate to lock is gone');
  return row;
}

export function findOpenCandidateByCode(db: DbOrTx, schoolId: string, identifyCode: string) {
  return findOpenCandidate(db, { schoolId, identifyCode });
}

export function findOpenCandidateById(db: DbOrTx, schoolId: string, id: number) {
  return findOpenCandidate(db, { schoolId, id });
}

/** Checks the visitor in, with the details their link did not hold yet (issue 40). */
export async function markOpenCandidateChecked(
  db: DbOrTx,
  schoolId: string,
  id: number,
  recorded: { name?: string; contact?: string },
) {
  await db
    .update(openCandidates)
    .set({ ...recorded, isChecked: true })
    .where(matching(openCandidates, { schoolId, id }));
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
