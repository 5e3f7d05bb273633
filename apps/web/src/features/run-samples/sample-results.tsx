import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SampleRun } from '@/api/judge';
import { TextBlock } from '@/components/text-block';
import { formatKilobytes } from '@/lib/judge-units';
import { VerdictTag } from './verdict-tag';

/**
 * The sample cases of one run (run-samples.tsx), each with its verdict, CPU time and peak memory, input, expected
 * and actual output.
 */
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
  const block = (text: string) => <TextBlock text={text} />;
  // A program that did not compile never ran: it has no time or memory to show.
  const hasRun = result.verdict !== 'compile_error';
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      style={{ marginBottom: 8 }}
      styles={{ label: { width: 110 }, content: { minWidth: 0 } }}
      title={
        <Flex align="center" gap="small" wrap>
          {t('examContent.code.sample', { number })} <VerdictTag verdict={result.verdict} />
          {hasRun && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {t('judge.usage', { time: result.timeMs })}
            </Typography.Text>
          )}
          {hasRun && result.memoryKb != null && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {t('judge.memory', { memory: formatKilobytes(result.memoryKb) })}
            </Typography.Text>
          )}
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
