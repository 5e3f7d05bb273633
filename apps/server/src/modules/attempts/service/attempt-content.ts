import type { Db } from '../../../db/client';
import { findAnswers, findPaperShuffle, findSubjectsOfPaper } from '../repo';
import { inAttemptOrder } from './attempt-order';

/**
 * An attempt's paper in the candidate's own order (with the answer key: for the server's own use) and its stored
 * answers, by subject: what the candidate's result, review and analysis calls show.
 */
export async function getAttemptContent(
  db: Db,
  schoolId: string,
  attempt: { id: number; paperId: number; orderSeed: number },
) {
  const [subjects, shuffle, saved] = await Promise.all([
    findSubjectsOfPaper(db, schoolId, attempt.paperId),
    findPaperShuffle(db, schoolId, attempt.paperId),
    findAnswers(db, schoolId, attempt.id),
  ]);
  return {
    subjects: inAttemptOrder(subjects, attempt.orderSeed, shuffle),
    answerOf: new Map(saved.map((row) => [row.subjectId, row])),
  };
}
