import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/client';
import {
  type OpenConfirmationParams,
  openConfirmationQueryOptions,
  recordOpenConfirmation,
} from '@/api/open';
import { LoadingBlock } from '@/components/loading-block';
import { PageResult } from '@/components/page-result';

// The notice's reject form (antd Form) is for open-link visitors only: fetched by them, beside the confirmation
// query, not by every exam information page (issue 22).
const importNotice = () => import('./confirmation-notice');
const ConfirmationNotice = lazy(async () => ({ default: (await importNotice()).ConfirmationNotice }));

export interface ConfirmationGateProps {
  params: OpenConfirmationParams;
  /** Which exam the visitor is asked about. */
  examName: string;
  /** What an accepted notice leads to: the exam page with its start flow. */
  children: ReactNode;
}

/**
 * SPEC §7 confirm (issue 7): an open-link visitor answers the school's notice before starting. Not answered yet:
 * the notice with accept and reject-with-cause; rejected: a polite end saying the school was told; accepted: on.
 */
export function ConfirmationGate({ params, examName, children }: ConfirmationGateProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = openConfirmationQueryOptions(params);
  const confirmation = useQuery(options);
  useEffect(() => {
    // A failed fetch is met again, and shown, by the lazy notice itself.
    void importNotice().catch(() => undefined);
  }, []);
  const answer = useMutation({
    mutationFn: (input: { confirmNotice: 0 | 1; rejectCause?: string }) =>
      recordOpenConfirmation({ ...params, ...input }),
    onSuccess: (_saved, input) =>
      queryClient.setQueryData(options.queryKey, (current) =>
        current
          ? { ...current, confirmNotice: input.confirmNotice, rejectCause: input.rejectCause ?? null }
          : current,
      ),
  });

  if (confirmation.error)
    return <PageResult status="warning" title={t(errorMessageKey(confirmation.error))} />;
  if (!confirmation.data) return <LoadingBlock />;
  const { confirmNotice, schoolName } = confirmation.data;
  if (confirmNotice === 1) return children;
  if (confirmNotice === 0)
    return (
      <PageResult
        status="info"
        title={t('openLink.confirm.rejectedTitle')}
        subTitle={t('openLink.confirm.rejectedText', {
          schoolName: schoolName || t('openLink.confirm.theSchool'),
        })}
      />
    );
  // Drawn in the place of the query's placeholder: the notice replaces a skeleton, as it did before it was lazy.
  return (
    <Suspense fallback={<LoadingBlock />}>
      <ConfirmationNotice
        examName={examName}
        schoolName={schoolName}
        notice={confirmation.data.notice}
        isSending={answer.isPending}
        error={answer.error ? t(errorMessageKey(answer.error)) : null}
        onAccept={() => answer.mutate({ confirmNotice: 1 })}
        onReject={(rejectCause) => answer.mutate({ confirmNotice: 0, rejectCause })}
      />
    </Suspense>
  );
}
