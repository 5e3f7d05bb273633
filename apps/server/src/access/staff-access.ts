import { AppError } from '@iexam/domain/errors';
import { assignmentCovers, roleMayDo, roleNeedsAssignment, type StaffDuty } from '@iexam/domain/staff';
import type { Db } from '../db/client';
import { findExamWithAssignments } from '../modules/staff/repo-assignments';
import { requireSchoolAttempt } from './attempt-access';
import type { Staff } from './who';

/** An exam as a staff member may work on it: which sessions (every one, or only the listed ones). */
export interface StaffExamScope {
  examId: number;
  examKey: string;
  examName: string;
  /** 'all' for an exam admin and for a whole-exam assignment; else the assigned sessions. */
  sessions: 'all' | number[];
}

function requireDuty(staff: Staff, duty: StaffDuty) {
  // The routes check the role first (a 403 before any row is read); this is the second lock on the same door.
  if (!roleMayDo(staff.role, duty)) throw new AppError('FORBIDDEN');
}

/**
 * The exam a staff member works on for a duty: an exam admin, any exam of the school; a grader or proctor, an exam
 * they are assigned to. Anything else is NOT_FOUND, the same as another school's exam (STYLE 2.8).
 */
export async function requireStaffExam(
  db: Db,
  staff: Staff,
  examId: number,
  duty: StaffDuty,
): Promise<StaffExamScope> {
  requireDuty(staff, duty);
  const exam = await findExamWithAssignments(db, staff.schoolId, staff.userId, examId);
  if (!exam) throw new AppError('NOT_FOUND');
  const base = { examId: exam.id, examKey: exam.key, examName: exam.examName };
  if (!roleNeedsAssignment(staff.role)) return { ...base, sessions: 'all' };
  if (exam.assignments.length === 0) throw new AppError('NOT_FOUND');
  if (exam.assignments.some((a) => a.sessionId === null)) return { ...base, sessions: 'all' };
  return { ...base, sessions: exam.assignments.map((a) => a.sessionId as number) };
}

/** An attempt of the school whose exam (and session) the staff member works on for the duty; else NOT_FOUND. */
export async function requireStaffAttempt(db: Db, staff: Staff, examResultId: number, duty: StaffDuty) {
  requireDuty(staff, duty);
  const attempt = await requireSchoolAttempt(db, staff.schoolId, examResultId);
  if (!roleNeedsAssignment(staff.role)) return attempt;
  const exam = await findExamWithAssignments(db, staff.schoolId, staff.userId, attempt.examId);
  const covered = exam?.assignments.some((a) =>
    assignmentCovers({ examId: attempt.examId, sessionId: a.sessionId }, attempt),
  );
  if (!covered) throw new AppError('NOT_FOUND');
  return attempt;
}

/** Whether a scope includes a session (an attempt without a session is in an 'all' scope only). */
export function scopeCovers(scope: StaffExamScope, sessionId: number | null): boolean {
  return scope.sessions === 'all' || (sessionId !== null && scope.sessions.includes(sessionId));
}
