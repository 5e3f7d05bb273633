import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './keys';
import { adminRequest } from './request';

export type StaffRole = 'exam_admin' | 'grader' | 'proctor';

export interface StaffAssignment {
  examId: number;
  examName: string;
  sessionId: number | null;
  sessionName: string | null;
}

export interface StaffMember {
  userId: number;
  userName: string;
  realName: string;
  role: StaffRole;
  assignments: StaffAssignment[];
}

export function listStaff(schoolId: string) {
  return adminRequest<{ list: StaffMember[] }>(schoolId, 'staff');
}

export function staffQueryOptions(schoolId: string) {
  return queryOptions({ queryKey: adminKeys.staff(schoolId), queryFn: () => listStaff(schoolId) });
}

export function createStaff(
  schoolId: string,
  body: { userName: string; realName: string; password: string; role: StaffRole },
) {
  return adminRequest<StaffMember>(schoolId, 'staff', { method: 'POST', body });
}

export function setAssignments(
  schoolId: string,
  userId: number,
  assignments: { examId: number; sessionId?: number }[],
) {
  return adminRequest<unknown>(schoolId, `staff/${userId}/assignments`, {
    method: 'PUT',
    body: { assignments },
  });
}

export interface AssignableExam {
  examId: number;
  examName: string;
  sessions: { sessionId: number; sessionName: string }[];
}

export function listAssignableExams(schoolId: string) {
  return adminRequest<{ list: AssignableExam[] }>(schoolId, 'staff/assignable');
}

export function assignableExamsQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: [...adminKeys.staff(schoolId), 'assignable'],
    queryFn: () => listAssignableExams(schoolId),
  });
}

/** A one-time login code for a staff account (issue 35): shown once, it replaces the account's last one. */
export interface IssuedLoginCode {
  userId: number;
  userName: string;
  code: string;
  expiresAt: string;
}

export function issueLoginCode(schoolId: string, userId: number) {
  return adminRequest<IssuedLoginCode>(schoolId, `staff/${userId}/login-code`, { method: 'POST', body: {} });
}
