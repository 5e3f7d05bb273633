import { EXAM_ID_CLOSE_DELAY_MS, showsBrowserWarning } from '@iexam/domain/exam-info';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { meQueryOptions } from '@/api/accounts';
import { isUnauthenticated } from '@/api/client';
import { type ExamInfoAnswer, examInfoQueryOptions } from '@/api/exam-info';
import { schoolQueryOptions } from '@/api/portal';
import { LoadingBlock } from '@/components/loading-block';
import { PageResult } from '@/components/page-result';
import { PortalLink } from '@/components/portal-link';
import { AccountHeader } from '@/features/account-menu/account-header';
import { LanguageSwitcher } from '@/features/language-switcher/language-switcher';
import { PageLayout } from '@/features/layout/page-layout';
import {
  BrowserWarningBar,
  DesktopClientHeader,
  PreviewTipBar,
  TraineeExit,
} from '@/features/page-bars/page-bars';
import { currentLanguage } from '@/i18n';
import { detectBrowser } from '@/lib/browser';
import { useCloseWindowAfter } from '@/lib/close-window';
import { useDocumentTitle } from '@/lib/document-title';
import { buildLoginUrl } from '@/lib/login-url';
import { useParentHeight } from '@/lib/use-parent-height';
import { ExamInfoFailure } from './exam-info-failure';
import { examInfoParamsOf } from './exam-info-queries';
import { ExamInfoView } from './exam-info-view';
import { type OpenVisitor, OpenVisitorGate } from './open-visitor-gate';
import { readExamInfoQuery } from './read-exam-info-query';

export interface ExamInfoPageProps {
  /** The open variant (/iexam/{schoolId}/open/examInfo): no login, identifyCode in the query. */
  isOpenMode?: boolean;
}

function ExamIdTip({
  reason,
  schoolId,
}: {
  reason: 'EXAM_ID_MISSING' | 'EXAM_ID_NOT_NUMBER';
  schoolId: string;
}) {
  const { t } = useTranslation();
  // SPEC §5: a missing examId closes the window after 2 s; a malformed one only says so. A tab the browser will
  // not let a script close says so instead of promising to close (issue 17 defect 10).
  const isStillOpen = useCloseWindowAfter(EXAM_ID_CLOSE_DELAY_MS, reason === 'EXAM_ID_MISSING');
  return (
    <PageResult
      status="warning"
      title={t(
        reason === 'EXAM_ID_NOT_NUMBER'
          ? 'examInfo.examIdNotNumber'
          : isStillOpen
            ? 'examInfo.examIdMissingOpen'
            : 'examInfo.examIdMissing',
      )}
      extra={isStillOpen ? <PortalLink schoolId={schoolId} /> : null}
    />
  );
}

/** SPEC §2 exam information page, logged in (examInfo) or by open link (examInfoOpen). */
export function ExamInfoPage({ isOpenMode = false }: ExamInfoPageProps) {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const query = readExamInfoQuery(searchParams);
  const browser = useMemo(() => detectBrowser(), []);
  useParentHeight(query.domain);

  const school = useQuery(schoolQueryOptions(schoolId));
  const me = useQuery({ ...meQueryOptions(), enabled: !isOpenMode });
  const examInfo = useQuery({
    ...examInfoQueryOptions(examInfoParamsOf(schoolId, query, isOpenMode)),
    enabled: query.examId.ok,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('examInfo.pageName'), examInfo.data?.exam.examName);

  // Logged in at another school: its exams are not this account's, so log in here instead (as the portal does).
  const isOtherSchool = me.data !== undefined && me.data.schoolId !== schoolId;
  if (!isOpenMode && (isUnauthenticated(me.error) || isOtherSchool)) {
    return (
      <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`, currentLanguage())} replace />
    );
  }

  const exam = examInfo.data?.exam;
  const headerExtra = (
    <>
      <LanguageSwitcher />
      {isOpenMode ? <TraineeExit /> : <AccountHeader me={me.data} />}
    </>
  );

  const view = (answer: ExamInfoAnswer, openVisitor: OpenVisitor | null) => (
    <ExamInfoView
      schoolId={schoolId}
      answer={answer}
      isOpenMode={isOpenMode}
      isPreview={query.examId.ok && query.examId.isPreview}
      query={query}
      account={isOpenMode ? null : (me.data ?? null)}
      openVisitor={openVisitor}
      isDesktopClient={browser.isDesktopClient}
      onSelectSession={(sessionId) =>
        setSearchParams((params) => {
          params.set('sessionId', String(sessionId));
          return params;
        })
      }
    />
  );

  const content = !query.examId.ok ? (
    <ExamIdTip reason={query.examId.reason} schoolId={schoolId} />
  ) : examInfo.error ? (
    <ExamInfoFailure
      error={examInfo.error}
      schoolId={schoolId}
      isOpenMode={isOpenMode}
      isDesktopClient={browser.isDesktopClient}
    />
  ) : examInfo.data ? (
    isOpenMode ? (
      <OpenVisitorGate schoolId={schoolId} exam={examInfo.data.exam} query={query}>
        {(visitor) => view(examInfo.data, visitor)}
      </OpenVisitorGate>
    ) : (
      view(examInfo.data, null)
    )
  ) : (
    <LoadingBlock />
  );

  return (
    <>
      {browser.isDesktopClient && <DesktopClientHeader version={browser.desktopClientVersion} />}
      {exam && showsBrowserWarning(exam, browser) && <BrowserWarningBar />}
      {query.examId.ok && query.examId.isPreview && <PreviewTipBar />}
      <PageLayout
        schoolId={schoolId}
        routeName="examInfo"
        pageName={t('examInfo.pageName')}
        title={school.data?.name ?? schoolId}
        headerExtra={headerExtra}
      >
        {content}
      </PageLayout>
    </>
  );
}

/** SPEC §2 examInfoOpen: the same page for open-link candidates (docs/decisions/0010). */
export function OpenExamInfoPage() {
  return <ExamInfoPage isOpenMode />;
}
