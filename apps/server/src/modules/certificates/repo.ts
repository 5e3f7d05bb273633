import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { certificateMailboxes } from '../../db/schema';

export async function findMailbox(db: DbOrTx, schoolId: string, userId: number, examId: number) {
  const [row] = await db
    .select({ email: certificateMailboxes.email, boundAt: certificateMailboxes.boundAt })
    .from(certificateMailboxes)
    .where(matching(certificateMailboxes, { schoolId, userId, examId }))
    .limit(1);
  return row;
}

/** One address per candidate and exam: binding again replaces it. */
export async function upsertMailbox(db: DbOrTx, values: typeof certificateMailboxes.$inferInsert) {
  await db
    .insert(certificateMailboxes)
    .values(values)
    .onConflictDoUpdate({
      target: [certificateMailboxes.schoolId, certificateMailboxes.userId, certificateMailboxes.examId],
      set: { email: values.email, boundAt: values.boundAt },
    });
}
