/** Every account role (SPEC §6 candidates, and the staff of issue 21). */
export const USER_ROLES = ['candidate', 'exam_admin', 'grader', 'proctor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that work in the staff console. */
export const STAFF_ROLES = ['exam_admin', 'grader', 'proctor'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What staff do: `manage` is everything of the console (exams, groups, links, results, staff), `grade` the grading
 * of essays and programs, `proctor` the live monitor and the actions on candidates' attempts and bookings.
 */
export const STAFF_DUTIES = ['manage', 'grade', 'proctor'] as const;
export type StaffDuty = (typeof STAFF_DUTIES)[number];

const DUTIES_OF: Record<UserRole, readonly StaffDuty[]> = {
  candidate: [],
  exam_admin: ['manage', 'grade', 'proctor'],
  grader: ['grade'],
  proctor: ['proctor'],
};

/** May a role do this duty at all (before asking which exams)? A refusal here is a 403. */
export function roleMayDo(role: UserRole, duty: StaffDuty): boolean {
  return DUTIES_OF[role].includes(duty);
}

/**
 * Whether a role's duty is limited to the exams (and, for proctors, the sessions) it is assigned: an exam admin
 * acts on every exam of the school; graders and proctors only where an assignment names them. Outside it, the exam
 * is NOT_FOUND to them (STYLE 2.8), the same as another school's.
 */
export function roleNeedsAssignment(role: UserRole): boolean {
  return role === 'grader' || role === 'proctor';
}

/**
 * Does an assignment cover a session? An assignment without a session covers the whole exam; an attempt without a
 * session (an exam of one common time) is covered only by a whole-exam assignment.
 */
export function assignmentCovers(
  assignment: { examId: number; sessionId: number | null },
  target: { examId: number; sessionId: number | null },
): boolean {
  if (assignment.examId !== target.examId) return false;
  return assignment.sessionId === null || assignment.sessionId === target.sessionId;
}

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}
