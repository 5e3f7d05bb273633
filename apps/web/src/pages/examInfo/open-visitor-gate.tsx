import { LANGUAGE_QUERY_PARAM } from '@iexam/domain/constants';
import type { ExamInfo } from '@iexam/domain/exam-info';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '@/api/client';
import { openUserQueryOptions } from '@/api/open';
import { LoadingBlock } from '@/components/loading-block';
import { PageResult } from '@/components/page-result';
import { ConfirmationGate } from '@/features/open-confirmation/confirmation-gate';
import { openErrorText } from '@/features/open-identity/open-error';
import { saveOpenToken } from '@/lib/open-token';
import { paths } from '@/lib/routes';
import type { ExamInfoQuery } from './read-exam-info-query';

// The shared-code form (antd Form) is for a visitor whose link has no identifyCode: fetched by them, not by every
// exam information page (issue 22). It replaces the page's skeleton as the exam page would.
const CommonCodeStep = lazy(async () => ({ default: (await import('./common-code-step')).CommonCodeStep }));

export interface OpenVisitor {
  token: string;
  identifyCode: string;
}

export interface OpenVisitorGateProps {
  schoolId: string;
  exam: ExamInfo;
  query: ExamInfoQuery;
  /** The exam page for a visitor who is known, checked and has accepted the notice. */
  children: (visitor: OpenVisitor) => ReactNode;
}

/**
 * SPEC §4 open variant (issue 7): the user list decides. Refused (userStatus 2) or unknown: the failure page;
 * unchecked: the user-info page; checked: the token is kept for this tab, the confirmation notice is answered, and
 * then the exam page runs the same start flow as for accounts.
 */
export function OpenVisitorGate({ schoolId, exam, query, children }: OpenVisitorGateProps) {
  const { t } = useTranslation();
  const identifyCode = query.identifyCode;
  const user = useQuery({
    ...openUserQueryOptions({
      schoolId,
      examId: exam.examId,
      identifyCode: identifyCode ?? '',
      sessionId: query.sessionId,
    }),
    enabled: identifyCode !== null,
  });
  const token = user.data?.token ?? null;
  useEffect(() => {
    if (token) saveOpenToken(schoolId, exam.examId, token);
  }, [schoolId, exam.examId, token]);

  if (identifyCode === null)
    return (
      <Suspense fallback={<LoadingBlock />}>
        <CommonCodeStep schoolId={schoolId} exam={exam} query={query} />
      </Suspense>
    );
  if (isApiError(user.error, 'IDENTIFY_CODE_UNKNOWN'))
    return <Navigate to={paths.failure(schoolId)} replace />;
  if (user.error) return <PageResult status="warning" title={openErrorText(user.error, t)} />;
  if (!user.data) return <LoadingBlock />;
  const { userStatus, userStatusDesc, userCheck, result } = user.data;
  if (userStatus === 2)
    return <Navigate to={paths.failure(schoolId)} replace state={{ userStatusDesc: userStatusDesc ?? '' }} />;
  if (userCheck === 0)
    return (
      <Navigate
        to={paths.examUserInfo(schoolId, {
          examId: exam.examId,
          identifyCode,
          sessionId: query.sessionId,
          source: query.source,
          [LANGUAGE_QUERY_PARAM]: query.language,
        })}
        replace
      />
    );
  // Checked and not refused always comes with a token; without one there is nothing to start with.
  if (!token) return <PageResult status="warning" title={t('openLink.failed')} />;
  return (
    <ConfirmationGate
      params={{ schoolId, userId: result.userId, token, source: query.source ?? 'open' }}
      examName={exam.examName}
    >
      {children({ token, identifyCode })}
    </ConfirmationGate>
  );
}
