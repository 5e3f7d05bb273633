import type { DbOrTx } from '../../../db/client';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { findAnswers, findSubjectsOfPaper } from '../repo';

/**
 * What grading an attempt reads: its exam's settings, its paper's subjects and its saved answers. One after another,
 * not in parallel: inside a transaction they share one connection, which runs one statement at a time anyway
 * (node-postgres deprecates queueing a second query on a busy client).
 */
export async function readGradingInputs(
  tx: DbOrTx,
  schoolId: string,
  attempt: { id: number; examId: number; paperId: number },
) {
  const exam = await loadExamOfAttempt(tx, schoolId, attempt.examId);
  const subjects = await findSubjectsOfPaper(tx, schoolId, attempt.paperId);
  const saved = await findAnswers(tx, schoolId, attempt.id);
  return { exam, subjects, saved };
}
