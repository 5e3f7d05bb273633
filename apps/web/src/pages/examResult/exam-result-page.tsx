import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { meQueryOptions } from '@/api/accounts';
import { errorMessageKey, isApiError, isUnauthenticated } from '@/api/client';
import { schoolQueryOptions } from '@/api/portal';
import { achievementQueryOptions, type ResultAccess } from '@/api/results';
import { LoadingBlock } from '@/components/loading-block';
import { PageResult } from '@/components/page-result';
import { AccountHeader } from '@/features/account-menu/account-header';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import { ExamWatermark } from '@/features/watermark/exam-watermark';
import { currentLanguage } from '@/i18n';
import { useDocumentTitle } from '@/lib/document-title';
import { buildLoginUrl } from '@/lib/login-url';
import { openTokenFor } from '@/lib/open-token';
import { paths } from '@/lib/routes';
import { ExamResultView } from './exam-result-view';
import { readExamResultQuery } from './read-exam-result-query';

/**
 * SPEC §2 examResult (issue 6): the attempt's result as examResultFlag lets it show, time used, the knowledge and
 * ability analysis, and the per-question review when the exam opens it. A candidate with an account reads it with
 * the session cookie; an open-link visitor (identifyCode in the query) with the exam-scoped token of this tab.
 */
export function ExamResultPage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const query = readExamResultQuery(searchParams);
  const school = useQuery(schoolQueryOptions(schoolId));
  const isOpenMode = query.identifyCode !== null;
  const token = isOpenMode && query.examId !== null ? openTokenFor(schoolId, query.examId) : undefined;
  const access: ResultAccess = { schoolId, examResultId: query.examResultId ?? 0, token };
  const isReady =
    query.examId !== null && query.examResultId !== null && (!isOpenMode || token !== undefined);
  const achievement = useQuery({
    ...achievementQueryOptions(access, query.examId ?? 0),
    enabled: isReady,
  });
  useDocumentTitle(t('examResult.pageName'), achievement.data?.examName);
  // The watermark names the account as on the answer page; an open-link visitor has none, so it shows the attempt.
  const me = useQuery({ ...meQueryOptions(), enabled: !isOpenMode });

  const backHref = isOpenMode
    ? paths.openExamInfo(schoolId, {
        examId: query.examId,
        sessionId: query.sessionId,
        identifyCode: query.identifyCode,
      })
    : paths.examInfo(schoolId, { examId: query.examId, sessionId: query.sessionId });
  const back = (
    <Link to={backHref}>
      <Button icon={<ArrowLeftOutlined aria-hidden />}>{t('examResult.back')}</Button>
    </Link>
  );
  const backPrimary = (
    <Link to={backHref}>
      <Button type="primary">{t('examResult.back')}</Button>
    </Link>
  );

  if (!isOpenMode && isUnauthenticated(achievement.error))
    return (
      <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`, currentLanguage())} replace />
    );

  const error = achievement.error;
  const content =
    query.examId === null || query.examResultId === null ? (
      <PageResult status="warning" title={t('examResult.invalidLink')} />
    ) : !isReady || isUnauthenticated(error) ? (
      <PageResult
        status="info"
        title={t('examResult.openSignIn.title')}
        subTitle={t('examResult.openSignIn.description')}
        extra={backPrimary}
      />
    ) : isApiError(error, 'NOT_FOUND') ? (
      <PageResult
        status="404"
        title={t('examResult.notFound.title')}
        subTitle={t('examResult.notFound.description')}
        extra={backPrimary}
      />
    ) : isApiError(error, 'CONFLICT') ? (
      <PageResult
        status="info"
        title={t('examResult.inProgress.title')}
        subTitle={t('examResult.inProgress.description')}
        extra={backPrimary}
      />
    ) : error ? (
      <PageResult
        status="error"
        title={t('examResult.loadFailed')}
        subTitle={t(errorMessageKey(error))}
        extra={[
          <Button key="retry" onClick={() => void achievement.refetch()}>
            {t('examResult.retry')}
          </Button>,
          <span key="back">{backPrimary}</span>,
        ]}
      />
    ) : achievement.data ? (
      <>
        <ExamWatermark account={me.data ?? null} examResultId={achievement.data.examResultId} />
        <ExamResultView access={access} summary={achievement.data} back={back} />
      </>
    ) : (
      <LoadingBlock />
    );

  return (
    <PageLayout
      schoolId={schoolId}
      routeName="examResult"
      pageName={t('examResult.pageName')}
      title={school.data?.name ?? schoolId}
      headerExtra={
        <>
          <LanguageSwitcher />
          {/* The account and log-out, as on every logged-in page (issue 17 defect 10); an open visitor has none. */}
          {!isOpenMode && <AccountHeader me={me.data} />}
        </>
      }
    >
      {content}
    </PageLayout>
  );
}
