import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { meOfflineQueryOptions } from '@/api/accounts';
import { answerDetailsQueryOptions, serverReadDetailsQueryOptions } from '@/api/attempts';
import { errorMessageKey, isUnauthenticated } from '@/api/client';
import { LoadingBlock } from '@/components/loading-block';
import { PageResult } from '@/components/page-result';
import { currentLanguage } from '@/i18n';
import { getClientId } from '@/lib/client-id';
import { useDocumentTitle } from '@/lib/document-title';
import { isExamContentPreview } from '@/lib/exam-content-status';
import { buildLoginUrl } from '@/lib/login-url';
import { openTokenFor } from '@/lib/open-token';
import { paths } from '@/lib/routes';
import { AttemptView } from './attempt-view';
import { type ExamContentQuery, readExamContentQuery } from './read-exam-content-query';

// Staff preview only: candidates' answer pages do not download it (issue 22).
const PreviewView = lazy(async () => ({ default: (await import('./preview-view')).PreviewView }));

/** The exam information page this attempt belongs to: the open variant for an open-link visitor. */
function examInfoHrefOf(schoolId: string, query: ExamContentQuery): string {
  const { examId, sessionId, identifyCode } = query;
  return identifyCode !== null
    ? paths.openExamInfo(schoolId, { examId, sessionId, identifyCode })
    : paths.examInfo(schoolId, { examId });
}

/** No token in this tab (another tab, or it expired): the open link gives one again to a checked visitor. */
function OpenLinkAgain({ schoolId, query }: { schoolId: string; query: ExamContentQuery }) {
  const { t } = useTranslation();
  return (
    <PageResult
      status="warning"
      title={t('openLink.content.noToken')}
      subTitle={t('openLink.content.noTokenHint')}
      extra={
        query.examId !== null && (
          <Button type="primary" href={examInfoHrefOf(schoolId, query)}>
            {t('examContent.outcome.back')}
          </Button>
        )
      }
    />
  );
}

/**
 * SPEC §2 examContent: the answer page of a started attempt (examResultId in the query), or in preview
 * (examContentStatus 2, SPEC §3) the exam's paper without an attempt.
 */
export function ExamContentPage() {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const query = readExamContentQuery(searchParams);
  // One id per tab (shared with the start flow): loading the details with it takes the attempt over for this tab.
  const clientId = useMemo(() => getClientId(), []);
  // An open-link visitor's attempt (identifyCode in the address) goes with the token this tab got for the exam.
  const isOpenVisitor = query.identifyCode !== null;
  const token = isOpenVisitor && query.examId !== null ? openTokenFor(schoolId, query.examId) : undefined;
  // Read even when the server's render left it in the cache: the read keeps the device's copy for a reload without
  // a network (lib/offline-copy.ts), which the server's answer never wrote.
  const me = useQuery({ ...meOfflineQueryOptions(), enabled: !isOpenVisitor, refetchOnMount: 'always' });
  // The server drew the page from a read that took nothing over (exam-content-queries.ts): the page shows it until
  // this tab's own read has taken the attempt over, and answers nothing before.
  const queryClient = useQueryClient();
  const [serverRead] = useState(() =>
    query.examResultId === null || isOpenVisitor
      ? undefined
      : queryClient.getQueryData(serverReadDetailsQueryOptions(schoolId, query.examResultId).queryKey),
  );
  const details = useQuery({
    ...answerDetailsQueryOptions({ schoolId, examResultId: query.examResultId ?? 0, clientId, token }),
    enabled: query.examResultId !== null && (!isOpenVisitor || token !== undefined),
    placeholderData: serverRead,
  });
  // An address with an examResultId is always an attempt: a preview mark left in this tab never hides one.
  const isPreview = query.examResultId === null && query.examId !== null && isExamContentPreview();
  // The preview titles itself, with the exam's name it reads.
  useDocumentTitle(isPreview ? null : t('examContent.pageName'), details.data?.details.examName);

  if (isOpenVisitor && (token === undefined || isUnauthenticated(details.error)))
    return <OpenLinkAgain schoolId={schoolId} query={query} />;
  if (
    !isOpenVisitor &&
    (isUnauthenticated(me.error) ||
      isUnauthenticated(details.error) ||
      (me.data && me.data.schoolId !== schoolId))
  )
    return (
      <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`, currentLanguage())} replace />
    );
  if (isPreview && query.examId !== null) {
    if (!me.data) return <LoadingBlock padded />;
    return (
      <Suspense fallback={<LoadingBlock padded />}>
        <PreviewView schoolId={schoolId} examId={query.examId} />
      </Suspense>
    );
  }
  if (query.examResultId === null)
    return <PageResult status="warning" title={t('examContent.examResultIdMissing')} />;
  if (details.error) {
    return (
      <PageResult
        status="error"
        title={t('examContent.loadFailed')}
        subTitle={t(errorMessageKey(details.error))}
        extra={[
          <Button key="retry" type="primary" onClick={() => void details.refetch()}>
            {t('app.retry')}
          </Button>,
          query.examId !== null && (
            <Button key="back" href={examInfoHrefOf(schoolId, query)}>
              {t('examContent.outcome.back')}
            </Button>
          ),
        ]}
      />
    );
  }
  if (!details.data || (!isOpenVisitor && !me.data)) return <LoadingBlock padded />;
  return (
    <AttemptView
      // Accepting the commitment letter reads the details again: a new paper and deadline, a fresh page.
      key={details.data.details.letterAcceptedAt ?? 'letter-pending'}
      onLetterAccepted={() => void details.refetch()}
      schoolId={schoolId}
      clientId={clientId}
      loaded={details.data}
      isTakenOver={!details.isPlaceholderData}
      account={me.data ?? null}
      openVisitor={token && query.identifyCode ? { token, identifyCode: query.identifyCode } : null}
    />
  );
}
