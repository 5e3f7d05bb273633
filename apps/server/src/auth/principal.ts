import type { UserRole } from '../db/schema/users';

/** A logged-in account of one school. */
export interface UserPrincipal {
  kind: 'user';
  schoolId: string;
  userId: number;
  role: UserRole;
  sessionId: string;
}

/** An open-link visitor: a token scoped to exactly one exam and identity (SPEC §6). */
export interface OpenPrincipal {
  kind: 'open';
  schoolId: string;
  examId: number;
  openCandidateId: number;
}

export type Principal = UserPrincipal | OpenPrincipal;
