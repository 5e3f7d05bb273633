import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ApiError, errorMessageKey } from '@/api/client';
import { PageResult } from '@/components/page-result';
import { PortalLink } from '@/components/portal-link';
import { currentLanguage } from '@/i18n';
import { useCloseWindowAfter } from '@/lib/close-window';
import { buildLoginUrl } from '@/lib/login-url';
import { paths } from '@/lib/routes';

/** SPEC §8: the window closes this long after the exam-deleted warning. */
export const EXAM_DELETED_CLOSE_DELAY_MS = 2000;

const IDENTIFY_CODE_UNKNOWN_MESSAGE = 'authentication code does not exist';

export interface ExamInfoFailureProps {
  error: unknown;
  schoolId: string;
  isOpenMode: boolean;
  isDesktopClient: boolean;
}

type FailureAction =
  | { kind: 'login' }
  | { kind: 'redirect'; to: string; state?: { userStatusDesc: string } }
  | { kind: 'deleted' }
  | { kind: 'warning' };

/** SPEC §6, §8 and docs/decisions/0009: what the exam info call's failure leads to. */
export function failureActionFor(error: unknown, input: Omit<ExamInfoFailureProps, 'error'>): FailureAction {
  if (!(error instanceof ApiError)) return { kind: 'warning' };
  const { schoolId } = input;
  if (error.status === 401 && !input.isOpenMode) return { kind: 'login' };
  if (error.reason === 'IDENTIFY_CODE_UNKNOWN') return { kind: 'redirect', to: paths.failure(schoolId) };
  // SPEC §4 open variant: a refused link goes to the failure page with the school's words (docs/decisions/0013).
  if (error.reason === 'OPEN_CANDIDATE_REFUSED') {
    const { userStatusDesc } = error.data;
    return {
      kind: 'redirect',
      to: paths.failure(schoolId),
      state: { userStatusDesc: typeof userStatusDesc === 'string' ? userStatusDesc : '' },
    };
  }
  if (String(error.code) === '500' && error.message.includes(IDENTIFY_CODE_UNKNOWN_MESSAGE))
    return { kind: 'redirect', to: paths.failure(schoolId) };
  if (error.reason === 'EXAM_PERMISSION_DENIED')
    return {
      kind: 'redirect',
      to: input.isDesktopClient ? paths.privilege(schoolId) : paths.insufficientPermissions(schoolId),
    };
  if (error.status === 403) return { kind: 'redirect', to: paths.privilege(schoolId) };
  if (error.reason === 'EXAM_DELETED') return { kind: 'deleted' };
  // SPEC §8 "other messages: show the server message": the server names its reason from the error catalogue, and
  // the page shows that reason in the candidate's language; the server's own words are English only (issue 17).
  return { kind: 'warning' };
}

function DeletedWarning({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const isStillOpen = useCloseWindowAfter(EXAM_DELETED_CLOSE_DELAY_MS);
  return (
    <PageResult
      status="warning"
      title={t('errors.examDeleted')}
      subTitle={t(isStillOpen ? 'examInfo.examDeletedOpen' : 'examInfo.examDeletedClosing')}
      extra={isStillOpen ? <PortalLink schoolId={schoolId} /> : null}
    />
  );
}

/** The page in place of the exam when the info call failed. */
export function ExamInfoFailure(props: ExamInfoFailureProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = failureActionFor(props.error, props);
  switch (action.kind) {
    case 'login':
      return (
        <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`, currentLanguage())} replace />
      );
    case 'redirect':
      return <Navigate to={action.to} replace state={action.state} />;
    case 'deleted':
      return <DeletedWarning schoolId={props.schoolId} />;
    case 'warning':
      return <PageResult status="warning" title={t(errorMessageKey(props.error))} />;
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
