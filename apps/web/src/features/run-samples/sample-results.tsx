import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SampleRun } from '@/api/judge';
import { VerdictTag } from './verdict-tag';

/** The sample cases of one run (run-samples.tsx), each with its verdict, time, input, expected and actual output. */
export function SampleResults({ results }: { results: readonly SampleRun[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('judge.sampleResults')}>
      {results.map((result, index) => (
        <SampleResult key={result.position} result={result} number={index + 1} />
      ))}
    </section>
  );
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
