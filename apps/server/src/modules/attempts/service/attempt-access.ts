import { isOverdue } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { findAttemptOfCandidate } from '../repo';
import type { Candidate } from './candidate';
import { submitAttempt } from './submit-attempt';

/**
 * The candidate's own attempt (another's is NOT_FOUND, STYLE 2.8), handed in first when its deadline and grace have
 * passed: the server ends overdue attempts on the next call, stamped with the deadline (DESIGN §5).
 */
export async function requireOwnAttempt(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await findAttemptOfCandidate(db, candidate.schoolId, examResultId, candidate.ref);
  if (!attempt) throw new AppError('NOT_FOUND');
  if (attempt.status === 'in_progress' && isOverdue(attempt.deadline, now)) {
    await submitAttempt(db, candidate.schoolId, attempt.id, attempt.deadline);
    return (await findAttemptOfCandidate(db, candidate.schoolId, examResultId, candidate.ref)) ?? attempt;
  }
  return attempt;
}
