import type { DbOrTx } from '../../../db/client';
import { clearMachineGrades, findCodeAnswersOfAttempt, queueRuns } from '../repo';
import { programOf } from './program-of';

/**
 * Puts the programs of a handed-in attempt in the judge's queue (issue 19), inside the caller's transaction: on
 * hand-in, after staff load an answers file, and on a re-judge. A program the judge has not run leaves its subject
 * ungraded, so the attempt stays 'grading' until the judge has run it; a grade a person gave stays. `queuedByUserId`
 * names the staff member who sent it again (null on hand-in): the judge's new grade is audited for them.
 */
export async function queueJudging(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  queued: { at: Date; byUserId: number | null },
): Promise<number> {
  const programs = (await findCodeAnswersOfAttempt(tx, schoolId, examResultId)).flatMap((row) => {
    const program = programOf(row.answer);
    return program
      ? [
          {
            schoolId,
            examResultId,
            subjectId: row.subjectId,
            language: program.language,
            queuedByUserId: queued.byUserId,
          },
        ]
      : [];
  });
  await clearMachineGrades(
    tx,
    schoolId,
    examResultId,
    programs.map((program) => program.subjectId),
  );
  await queueRuns(tx, programs, queued.at);
  return programs.length;
}
