import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/api/client';
import { runSamples, type SampleRun } from '@/api/judge';
import { VerdictTag } from './verdict-tag';

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
        <Button onClick={() => program && run.mutate(program)} disabled={!hasCode} loading={run.isPending}>
          {t('judge.runSamples')}
        </Button>
        <Typography.Text type="secondary">{t('judge.runSamplesHint')}</Typography.Text>
      </Flex>
      {run.error && <Alert type="error" showIcon role="alert" message={failureText(run.error, t)} />}
      {run.data && (
        <section aria-label={t('judge.sampleResults')}>
          {run.data.caseResults.map((result, index) => (
            <SampleResult key={result.position} result={result} number={index + 1} />
          ))}
        </section>
      )}
    </Flex>
  );
}

function failureText(error: unknown, t: TFunction<'translation'>) {
  if (error instanceof ApiError && error.status === 429)
    return t('judge.tooManyRuns', { seconds: error.retryAfterSeconds ?? 60 });
  return t(errorMessageKey(error));
}

function SampleResult({ result, number }: { result: SampleRun; number: number }) {
  const { t } = useTranslation();
  const block = (text: string) => (
    <Typography.Text code style={{ whiteSpace: 'pre-wrap' }}>
      {text === '' ? ' ' : text}
    </Typography.Text>
  );
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginBottom: 8 }}
      title={
        <Flex align="center" gap="small">
          {t('examContent.code.sample', { number })} <VerdictTag verdict={result.verdict} />
          <Typography.Text type="secondary">{t('judge.timeMs', { time: result.timeMs })}</Typography.Text>
        </Flex>
      }
      items={[
        { key: 'input', label: t('judge.input'), children: block(result.input) },
        { key: 'expected', label: t('judge.expectedOutput'), children: block(result.expectedOutput) },
        { key: 'actual', label: t('judge.actualOutput'), children: block(result.actualOutput) },
        ...(result.errorOutput
          ? [{ key: 'error', label: t('judge.errorOutput'), children: block(result.errorOutput) }]
          : []),
      ]}
    />
  );
}
