import type { StaffRole } from '@iexam/domain/staff';
import type { Candidate } from './candidate';

/**
 * An open-link visitor before confirming (SPEC §6 open variant): only the identifyCode from the address, if any, on
 * the tenant the request names. Confirming makes them a Candidate of kind 'open'.
 */
export interface Visitor {
  kind: 'visitor';
  schoolId: string;
  identifyCode: string | undefined;
}

/** Exam staff acting as staff (a preview, a grading or loading call), of one school, in one role (issue 21). */
export interface Staff {
  kind: 'staff';
  schoolId: string;
  userId: number;
  role: StaffRole;
}

/** Whoever asks: the one type every access decision takes (access/require-access.ts). */
export type Who = Candidate | Visitor | Staff;

/** Staff by their account (a principal carries more, and its own `kind`, so it is not spread in). */
export function asStaff(user: { schoolId: string; userId: number; role: StaffRole }): Staff {
  return { kind: 'staff', schoolId: user.schoolId, userId: user.userId, role: user.role };
}
