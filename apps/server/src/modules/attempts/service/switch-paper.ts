import { AppError } from '@iexam/domain/errors';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { findAnswers, findPaperIds, setAttemptPaper } from '../repo';

/**
 * SPEC §4 switch paper: an attempt still without answers moves to the exam's next paper. Once an answer is stored
 * the paper stays, so nothing a candidate wrote is ever dropped.
 */
export async function switchPaper(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  if (attempt.status !== 'in_progress') throw new AppError('ATTEMPT_SUBMITTED');
  const [paperIds, saved] = await Promise.all([
    findPaperIds(db, candidate.schoolId, attempt.examId),
    findAnswers(db, candidate.schoolId, attempt.id),
  ]);
  if (paperIds.length < 2 || saved.length > 0) throw new AppError('SWITCH_PAPER_NOT_ALLOWED');
  const next = paperIds[(paperIds.indexOf(attempt.paperId) + 1) % paperIds.length] as number;
  await setAttemptPaper(db, candidate.schoolId, attempt.id, next);
  return { examResultId: attempt.id, paperId: next };
}
