import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { newRandomCode } from '../../open/identity';
import { recordAudit } from '../audit';
import { insertRedemptionCodes } from '../repo-links';
import { requireExam } from './read-exam';

/** 10 random letters: about 49 bits, short enough to type from a printed slip (the schema allows 20). */
const CODE_LENGTH = 10;

/** `count` new redemption codes for the exam, random from the CSPRNG, none repeating one it has. */
export async function generateRedemptionCodes(db: Db, staff: Staff, examId: number, count: number) {
  await requireExam(db, staff.schoolId, examId);
  return db.transaction(async (tx) => {
    const codes: string[] = [];
    // A clash with an existing code is skipped by the insert and made up for by another round.
    while (codes.length < count) {
      const wanted = new Set(Array.from({ length: count - codes.length }, () => newRandomCode(CODE_LENGTH)));
      codes.push(...(await insertRedemptionCodes(tx, staff.schoolId, examId, [...wanted])));
    }
    await recordAudit(tx, staff, {
      action: 'exam.redemptionCodes.generate',
      target: `exam:${examId}`,
      detail: { count },
    });
    return { codes };
  });
}
