import { isOverdue } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import { isClientMismatch } from '@iexam/domain/exam-info';
import type { Db } from '../db/client';
import type { examResults } from '../db/schema';
import { findAttempt, findAttemptOfCandidate } from '../modules/attempts/repo';
import { submitAttempt } from '../modules/attempts/service/submit-attempt';
import { type Candidate, isOwnedBy } from './candidate';

type ExamResult = typeof examResults.$inferSelect;

export type AttemptFinder<T> = (
  db: Db,
  schoolId: string,
  examResultId: number,
  candidate: Candidate,
) => Promise<T | undefined>;

/**
 * The candidate's own attempt (another's is NOT_FOUND, STYLE 2.8), handed in first when its deadline and grace have
 * passed: the server ends overdue attempts on the next call, stamped with the deadline (DESIGN §5). `find` may read
 * more with the attempt in the same statement (the answer page reads its answers).
 */
export async function requireOwnAttempt<T extends ExamResult = ExamResult>(
  db: Db,
  candidate: Candidate,
  examResultId: number,
  now: Date,
  find: AttemptFinder<T> = findAttemptOfCandidate as AttemptFinder<T>,
): Promise<T> {
  const attempt = await find(db, candidate.schoolId, examResultId, candidate);
  if (!attempt) throw new AppError('NOT_FOUND');
  if (attempt.status === 'in_progress' && isOverdue(attempt.deadline, now)) {
    await submitAttempt(db, candidate.schoolId, attempt.id, attempt.deadline, 'timeUp');
    return (await find(db, candidate.schoolId, examResultId, candidate)) ?? attempt;
  }
  return attempt;
}

/**
 * The same decision on an attempt row the caller read itself, of the candidate's school (the save batch locks its
 * rows in one statement for many requests): another's, or none, is NOT_FOUND.
 */
export function requireOwnAttemptRow<T extends { userId: number | null; openCandidateId: number | null }>(
  row: T | undefined,
  candidate: Candidate,
): T {
  if (!row || !isOwnedBy(row, candidate)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A running attempt of an exam bound to the desktop client is not continued in a browser, nor one bound to browsers
 * in the client (issue 17 defect 9): the start checked it, and the same address opened elsewhere must not cross by
 * accident. The user-agent marker is the client's promise, not a security boundary (decision 0009).
 */
export function requireAttemptClient(
  exam: { clientType: number },
  attempt: { status: string },
  isDesktopClient: boolean,
) {
  if (attempt.status === 'in_progress' && isClientMismatch(exam.clientType, isDesktopClient))
    throw new AppError('CLIENT_MISMATCH');
}

/** An attempt of the staff member's school (another school's is NOT_FOUND, STYLE 2.8), as staff calls read it. */
export async function requireSchoolAttempt(db: Db, schoolId: string, examResultId: number) {
  const attempt = await findAttempt(db, schoolId, examResultId);
  if (!attempt) throw new AppError('NOT_FOUND');
  return attempt;
}
