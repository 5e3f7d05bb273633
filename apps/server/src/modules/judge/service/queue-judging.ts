import type { DbOrTx } from '../../../db/client';
import { clearMachineGrades, findCodeAnswersOfAttempt, queueRuns } from '../repo';
import { programOf } from './program-of';

/**
 * Puts the programs of a handed-in attempt in the judge's queue (issue 19), inside the caller's transaction: on
 * hand-in, after staff load an answers file, and on a re-judge. A program the judge has not run leaves its subject
 * ungraded, so the attempt stays 'grading' until the judge has run it; a grade a person gave stays.
 */
export async function queueJudging(
  tx: DbOrTx,
  schoolId: string,
  examResultId: number,
  queuedAt: Date,
): Promise<number> {
  const programs = (await findCodeAnswersOfAttempt(tx, schoolId, examResultId)).flatMap((row) => {
    const program = programOf(row.answer);
    return program ? [{ schoolId, examResultId, subjectId: row.subjectId, language: program.language }] : [];
  });
  await clearMachineGrades(
    tx,
    schoolId,
    examResultId,
    programs.map((program) => program.subjectId),
  );
  await queueRuns(tx, programs, queuedAt);
  return programs.length;
}
