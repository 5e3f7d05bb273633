import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Who takes exams (SPEC §6): an account of a school, or an open-link visitor, whose token is for one exam only.
 * Rows a candidate owns (attempts, learn events) carry either `user_id` or `open_candidate_id`, the other null.
 */
export type Candidate =
  | { kind: 'account'; schoolId: string; userId: number }
  | { kind: 'open'; schoolId: string; examId: number; openCandidateId: number };

/** The one exam an open-link visitor may reach; undefined for an account (any exam of its school it may see). */
export function examScopeOf(candidate: Candidate): number | undefined {
  return candidate.kind === 'open' ? candidate.examId : undefined;
}

/** 'u12' or 'o7': the candidate within a key (advisory locks, guess counters). */
export function candidateKey(candidate: Candidate): string {
  return candidate.kind === 'account' ? `u${candidate.userId}` : `o${candidate.openCandidateId}`;
}

/** The owner columns of a row the candidate makes. */
export function ownerColumns(candidate: Candidate): {
  userId: number | null;
  openCandidateId: number | null;
} {
  return candidate.kind === 'account'
    ? { userId: candidate.userId, openCandidateId: null }
    : { userId: null, openCandidateId: candidate.openCandidateId };
}

type OwnedTable = { userId: AnyPgColumn; openCandidateId: AnyPgColumn };

/** The column that holds a candidate of this kind on a table with both owner columns. */
export function ownerColumn(kind: Candidate['kind'], table: OwnedTable): AnyPgColumn {
  return kind === 'account' ? table.userId : table.openCandidateId;
}

/** The candidate's id in their owner column. */
export function ownerId(candidate: Candidate): number {
  return candidate.kind === 'account' ? candidate.userId : candidate.openCandidateId;
}

/** The condition "this row is the candidate's" on a table with both owner columns. */
export function ownedBy(candidate: Candidate, table: OwnedTable): SQL {
  return eq(ownerColumn(candidate.kind, table), ownerId(candidate));
}

/** Whether a row read by other means is the candidate's. */
export function isOwnedBy(
  row: { userId: number | null; openCandidateId: number | null },
  candidate: Candidate,
): boolean {
  return candidate.kind === 'account'
    ? row.userId === candidate.userId
    : row.openCandidateId === candidate.openCandidateId;
}

/** A candidate by their account (a principal carries more, and its own `kind`, so it is not spread in). */
export function asAccount(user: { schoolId: string; userId: number }): Candidate {
  return { kind: 'account', schoolId: user.schoolId, userId: user.userId };
}
