import { Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
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

const CELL_BORDER = '1px solid rgba(5, 5, 5, 0.06)';
const LABEL_STYLE: CSSProperties = {
  width: '7em',
  padding: '8px 12px',
  border: CELL_BORDER,
  background: 'rgba(0, 0, 0, 0.02)',
  fontWeight: 'normal',
  textAlign: 'start',
  verticalAlign: 'top',
};
const CONTENT_STYLE: CSSProperties = { padding: 8, border: CELL_BORDER, minWidth: 0 };

function SampleResult({ result, number }: { result: SampleRun; number: number }) {
  const { t } = useTranslation();
  // A program that did not compile never ran: it has no time or memory to show.
  const hasRun = result.verdict !== 'compile_error';
  const rows = [
    { key: 'input', label: t('judge.input'), text: result.input },
    { key: 'expected', label: t('judge.expectedOutput'), text: result.expectedOutput },
    { key: 'actual', label: t('judge.actualOutput'), text: result.actualOutput },
    ...(result.errorOutput
      ? [{ key: 'error', label: t('judge.errorOutput'), text: result.errorOutput }]
      : []),
  ];
  return (
    <div style={{ marginBottom: 12 }}>
      <Flex align="center" gap="small" wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('examContent.code.sample', { number })}</Typography.Text>
        <VerdictTag verdict={result.verdict} />
        {hasRun && (
          <Typography.Text type="secondary">{t('judge.usage', { time: result.timeMs })}</Typography.Text>
        )}
        {hasRun && result.memoryKb != null && (
          <Typography.Text type="secondary">
            {t('judge.memory', { memory: formatKilobytes(result.memoryKb) })}
          </Typography.Text>
        )}
      </Flex>
      {/* A fixed layout: a long line scrolls inside its box instead of widening the table past the page. */}
      <table style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={LABEL_STYLE}>
                {row.label}
              </th>
              <td style={CONTENT_STYLE}>
                <TextBlock text={row.text} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
