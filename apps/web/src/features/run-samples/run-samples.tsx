import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/api/client';
import { runSamples } from '@/api/judge';

// The results (antd Tag and Typography) show only after "run samples" is pressed: their code is fetched with the
// run, not with the answer page (issue 22). They are new content below the button, so nothing moves while it loads.
const importSampleResults = () => import('./sample-results');
const SampleResults = lazy(async () => ({ default: (await importSampleResults()).SampleResults }));

export interface RunSamplesProps {
  schoolId: string;
  examResultId: number;
  subjectId: number;
  /** The program as it stands in the editor (null before anything was written). */
  program: { language: string; code: string } | null;
  token?: string | undefined;
}

/**
 * "Run samples" on a code question (issue 19): the program in the editor on the sample cases, each shown with its
 * verdict, time, input, expected and actual output. The answer itself is autosaved as any other.
 */
export function RunSamples({ schoolId, examResultId, subjectId, program, token }: RunSamplesProps) {
  const { t } = useTranslation();
  const run = useMutation({
    mutationFn: (current: { language: string; code: string }) =>
      runSamples(
        schoolId,
        {
          examResultId,
          subjectId,
          language: current.language as 'javascript' | 'python',
          code: current.code,
        },
        token,
      ),
  });
  const hasCode = program !== null && program.code.trim() !== '';
  return (
    <Flex vertical gap="small" style={{ marginTop: 12 }}>
      <Flex align="center" gap="small">
        <Button
          onClick={() => {
            if (!program) return;
            // Beside the run, so the results can show as soon as it answers; a failure is met by the lazy component.
            void importSampleResults().catch(() => undefined);
            run.mutate(program);
          }}
          disabled={!hasCode}
          loading={run.isPending}
        >
          {t('judge.runSamples')}
        </Button>
        <Typography.Text type="secondary">{t('judge.runSamplesHint')}</Typography.Text>
      </Flex>
      {run.error && <Alert type="error" showIcon role="alert" message={failureText(run.error, t)} />}
      {run.data && (
        <Suspense fallback={null}>
          <SampleResults results={run.data.caseResults} />
        </Suspense>
      )}
    </Flex>
  );
}

function failureText(error: unknown, t: TFunction<'translation'>) {
  if (error instanceof ApiError && error.status === 429)
    return t('judge.tooManyRuns', { seconds: error.retryAfterSeconds ?? 60 });
  return t(errorMessageKey(error));
}
