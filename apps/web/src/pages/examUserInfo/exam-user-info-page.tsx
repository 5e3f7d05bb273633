import { LANGUAGE_QUERY_PARAM } from '@iexam/domain/constants';
import type { IdentityDetailChecks } from '@iexam/domain/exam-info';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { examInfoQueryOptions } from '@/api/exam-info';
import { type OpenVerified, openUserQueryKeyOf, openUserQueryOptions } from '@/api/open';
import { schoolQueryOptions } from '@/api/portal';
import { LoadingBlock } from '@/components/loading-block';
import { PageResult } from '@/components/page-result';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { openErrorText } from '@/features/open-identity/open-error';
import { PersonalVerifyForm } from '@/features/open-identity/personal-verify-form';
import { TraineeExit } from '@/features/page-bars/page-bars';
import { useDocumentTitle } from '@/lib/document-title';
import { saveOpenToken } from '@/lib/open-token';
import { paths } from '@/lib/routes';

const positiveInteger = (value: string | null) =>
  value !== null && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : null;

/** The page's intro by what it asks: details to confirm, details to give (a generated link), or some of each. */
function introKeyOf(checks: IdentityDetailChecks) {
  if (checks.name === 'match' && checks.contact === 'match') return 'openLink.userInfo.intro';
  if (checks.name === 'record' && checks.contact === 'record') return 'openLink.userInfo.introGive';
  return 'openLink.userInfo.introSome';
}

/**
 * SPEC §2 examUserInfo (issue 7, docs/decisions/0010): an open-link visitor whose code the school has not checked
 * yet confirms the name and contact it registered, and gives those it did not (issue 40). On a match the token is
 * kept for this tab and the visitor goes back to the open exam information page.
 */
export function ExamUserInfoPage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const examId = positiveInteger(searchParams.get('examId'));
  const sessionId = positiveInteger(searchParams.get('sessionId'));
  const identifyCode = searchParams.get('identifyCode')?.trim() || null;
  const isValid = examId !== null && identifyCode !== null;
  const school = useQuery(schoolQueryOptions(schoolId));
  const user = useQuery({
    ...openUserQueryOptions({ schoolId, examId: examId ?? 0, identifyCode: identifyCode ?? '', sessionId }),
    enabled: isValid,
  });
  const exam = useQuery({
    ...examInfoQueryOptions({ schoolId, examId: examId ?? 0, sessionId, isOpenMode: true, identifyCode }),
    enabled: isValid,
  });
  useDocumentTitle(t('openLink.userInfo.title'), exam.data?.exam.examName);
  const examInfoHref = paths.openExamInfo(schoolId, {
    examId,
    sessionId,
    identifyCode,
    source: searchParams.get('source'),
    [LANGUAGE_QUERY_PARAM]: searchParams.get(LANGUAGE_QUERY_PARAM),
  });

  const onVerified = (verified: OpenVerified) => {
    if (examId === null) return;
    saveOpenToken(schoolId, examId, verified.token);
    // The user list said 'unchecked'; the info page must ask again, or it would send the visitor back here.
    queryClient.removeQueries({ queryKey: openUserQueryKeyOf(schoolId, examId) });
    void navigate(examInfoHref, { replace: true });
  };

  const content = !isValid ? (
    <PageResult status="warning" title={t('openLink.userInfo.invalidLink')} />
  ) : isApiError(user.error, 'IDENTIFY_CODE_UNKNOWN') ? (
    <Navigate to={paths.failure(schoolId)} replace />
  ) : user.error ? (
    <PageResult status="warning" title={openErrorText(user.error, t)} />
  ) : !user.data ? (
    <LoadingBlock />
  ) : user.data.userStatus === 2 ? (
    <Navigate
      to={paths.failure(schoolId)}
      replace
      state={{ userStatusDesc: user.data.userStatusDesc ?? '' }}
    />
  ) : user.data.userCheck === 1 ? (
    <Navigate to={examInfoHref} replace />
  ) : (
    <Card>
      <Flex vertical gap="middle">
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {exam.data?.exam.examName ?? t('openLink.userInfo.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t(introKeyOf(user.data.result.checks))}</Typography.Text>
        <PersonalVerifyForm
          schoolId={schoolId}
          examId={user.data.result.examId}
          identifyCode={user.data.result.identifyCode}
          checks={user.data.result.checks}
          nameHint={user.data.result.name || undefined}
          onVerified={onVerified}
        />
      </Flex>
    </Card>
  );

  return (
    <PageLayout
      schoolId={schoolId}
      routeName="examUserInfo"
      pageName={t('openLink.userInfo.title')}
      title={school.data?.name ?? schoolId}
      headerExtra={
        <>
          <LanguageSwitcher />
          <TraineeExit />
        </>
      }
    >
      {content}
    </PageLayout>
  );
}
