import { useQuery } from '@tanstack/react-query';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { meQueryOptions } from '@/api/accounts';
import { errorMessageKey, isUnauthenticated } from '@/api/client';
import { portalExamsQueryOptions, schoolQueryOptions } from '@/api/portal';
import { LoadingBlock } from '@/components/loading-block';
import { AccountHeader } from '@/features/account-menu/account-header';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { PortalExamList } from '@/features/portal-exams/portal-exam-list';
import { currentLanguage } from '@/i18n';
import { useDocumentTitle } from '@/lib/document-title';
import { buildLoginUrl } from '@/lib/login-url';

/** SPEC §2 /portal/{schoolId}: the school's portal with the candidate's exams (the target of Home). */
export function PortalPage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const location = useLocation();

  const school = useQuery(schoolQueryOptions(schoolId));
  useDocumentTitle(t('portal.myExams'));
  const me = useQuery(meQueryOptions());
  // Asked only of a candidate of this school: a visitor without a login gets one 401 (me), not one per call.
  const exams = useQuery({ ...portalExamsQueryOptions(schoolId), enabled: me.data?.schoolId === schoolId });

  // Logged in at another school: the server hides this school's exams, so log in here instead.
  const isOtherSchool = me.data !== undefined && me.data.schoolId !== schoolId;
  if (isUnauthenticated(me.error) || isUnauthenticated(exams.error) || isOtherSchool) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={buildLoginUrl(returnTo, currentLanguage())} replace />;
  }

  const failure = school.error ?? exams.error ?? me.error;

  return (
    <PageLayout
      schoolId={schoolId}
      routeName="portal"
      title={school.data?.name ?? schoolId}
      headerExtra={
        <>
          <LanguageSwitcher />
          <AccountHeader me={me.data} />
        </>
      }
    >
      <Typography.Title level={1} style={{ fontSize: 20 }}>
        {t('portal.myExams')}
      </Typography.Title>
      {failure ? (
        <Result
          status="warning"
          title={t(errorMessageKey(failure))}
          extra={
            <Button onClick={() => void Promise.all([school.refetch(), me.refetch(), exams.refetch()])}>
              {t('app.retry')}
            </Button>
          }
        />
      ) : exams.data ? (
        <PortalExamList schoolId={schoolId} exams={exams.data.records} />
      ) : (
        <LoadingBlock />
      )}
    </PageLayout>
  );
}
