import type { Db } from '../../../db/client';
import { findAnswers, findSubjectsOfPaper } from '../repo';

/** An attempt's paper (with the answer key: for the server's own use) and its stored answers, by subject. */
export async function getAttemptContent(db: Db, schoolId: string, attempt: { id: number; paperId: number }) {
  const [subjects, saved] = await Promise.all([
    findSubjectsOfPaper(db, schoolId, attempt.paperId),
    findAnswers(db, schoolId, attempt.id),
  ]);
  return { subjects, answerOf: new Map(saved.map((row) => [row.subjectId, row])) };
}
