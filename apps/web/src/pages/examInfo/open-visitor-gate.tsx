import { LANGUAGE_QUERY_PARAM } from '@iexam/domain/constants';
import type { ExamInfo } from '@iexam/domain/exam-info';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { type OpenVerified, openUserQueryKeyOf, openUserQueryOptions } from '@/api/open';
import { LoadingBlock } from '@/components/loading-block';
import { PageResult } from '@/components/page-result';
import { ConfirmationGate } from '@/features/open-confirmation/confirmation-gate';
import { CommonCodeForm } from '@/features/open-identity/common-code-form';
import { openErrorText } from '@/features/open-identity/open-error';
import { saveOpenToken } from '@/lib/open-token';
import { paths } from '@/lib/routes';
import type { ExamInfoQuery } from './read-exam-info-query';

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

/** A link without identifyCode: the shared code, name and contact give the visitor a code of their own. */
function CommonCodeStep({ schoolId, exam, query }: Omit<OpenVisitorGateProps, 'children'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, setSearchParams] = useSearchParams();
  const onVerified = (verified: OpenVerified) => {
    saveOpenToken(schoolId, exam.examId, verified.token);
    queryClient.removeQueries({ queryKey: openUserQueryKeyOf(schoolId, exam.examId) });
    // In the address, so that a reload (or the records and result links) keeps this identity.
    setSearchParams(
      (params) => {
        params.set('identifyCode', verified.identifyCode);
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Card>
      <Flex vertical gap="middle">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {exam.examName}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t(query.sessionId !== null ? 'openLink.commonCode.sessionIntro' : 'openLink.commonCode.intro')}
        </Typography.Text>
        <CommonCodeForm
          schoolId={schoolId}
          examId={exam.examId}
          sessionId={query.sessionId}
          onVerified={onVerified}
        />
      </Flex>
    </Card>
  );
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

  if (identifyCode === null) return <CommonCodeStep schoolId={schoolId} exam={exam} query={query} />;
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
