import { isStaffRole, roleMayDo, type StaffDuty, type UserRole } from '@iexam/domain/staff';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { type CurrentUser, meQueryOptions } from '@/api/accounts';
import { errorMessageKey, isUnauthenticated } from '@/api/client';
import { PageResult } from '@/components/page-result';
import { PageSpinner } from '@/components/page-spinner';

/** The console's sections and the duty each needs (packages/domain/src/staff/duties.ts). */
export const SECTIONS = [
  { key: 'exams', duty: 'manage' },
  { key: 'monitor', duty: 'proctor' },
  { key: 'grading', duty: 'grade' },
  { key: 'results', duty: 'manage' },
  { key: 'bank', duty: 'manage' },
  { key: 'groups', duty: 'manage' },
  { key: 'staff', duty: 'manage' },
  { key: 'audit', duty: 'manage' },
] as const satisfies readonly { key: string; duty: StaffDuty }[];

export type SectionKey = (typeof SECTIONS)[number]['key'];

/** The sections a role works in, in the menu's order. */
export function sectionsOf(role: UserRole) {
  return SECTIONS.filter((section) => roleMayDo(role, section.duty));
}

/** Where a staff member lands: their first section (an exam admin's exams, a grader's grading). */
export function firstSectionOf(role: UserRole): SectionKey {
  return sectionsOf(role)[0]?.key ?? 'exams';
}

/**
 * The console is for the staff of this school (exam admins, graders, proctors; each sees the sections of their
 * duties): nobody logged in goes to the login page (and comes back here), a candidate or another school's staff gets
 * the insufficient-permissions page. The server checks every call again.
 */
export function AdminGuard({
  schoolId,
  children,
}: {
  schoolId: string;
  children: (me: CurrentUser) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useQuery({ ...meQueryOptions(), retry: false });
  if (me.isPending) return <PageSpinner />;
  if (me.isError) {
    if (isUnauthenticated(me.error)) {
      const back = `${location.pathname}${location.search}`;
      return <Navigate to={`/login/index?redirect=${encodeURIComponent(back)}`} replace />;
    }
    return <PageResult status="error" title={t(errorMessageKey(me.error))} />;
  }
  if (!isStaffRole(me.data.role) || me.data.schoolId !== schoolId) {
    return <Navigate to={`/iexam/${encodeURIComponent(schoolId)}/insufficientPermissions`} replace />;
  }
  return <>{children(me.data)}</>;
}
