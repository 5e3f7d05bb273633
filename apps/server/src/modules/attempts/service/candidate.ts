import type { CandidateRef } from '../repo';

/**
 * Who takes an attempt: a logged-in account, or an open-link visitor whose token is scoped to one exam
 * (`examScope`: every start names that exam, every attempt they reach is of it).
 */
export interface Candidate {
  schoolId: string;
  ref: CandidateRef;
  userId: number | undefined;
  examScope: number | undefined;
}

export function userCandidate(principal: { schoolId: string; userId: number }): Candidate {
  return {
    schoolId: principal.schoolId,
    ref: { userId: principal.userId },
    userId: principal.userId,
    examScope: undefined,
  };
}

export function openCandidate(principal: {
  schoolId: string;
  examId: number;
  openCandidateId: number;
}): Candidate {
  return {
    schoolId: principal.schoolId,
    ref: { openCandidateId: principal.openCandidateId },
    userId: undefined,
    examScope: principal.examId,
  };
}

/** Failed guesses of a secret, counted by the caller under its own keys (candidate, exam, client address). */
export interface GuessCounter {
  assertAllowed(): Promise<void>;
  recordFailure(): Promise<void>;
}
