import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { type CurrentUser, meQueryOptions } from '@/api/accounts';
import { errorMessageKey, isUnauthenticated } from '@/api/client';
import { PageResult } from '@/components/page-result';
import { PageSpinner } from '@/components/page-spinner';

/**
 * The console is for exam admins of this school: nobody logged in goes to the login page (and comes back here),
 * a candidate or another school's admin gets the insufficient-permissions page.
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
  if (me.data.role !== 'exam_admin' || me.data.schoolId !== schoolId) {
    return <Navigate to={`/iexam/${encodeURIComponent(schoolId)}/insufficientPermissions`} replace />;
  }
  return <>{children(me.data)}</>;
}
