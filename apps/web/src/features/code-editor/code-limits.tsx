import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatKilobytes } from '@/lib/judge-units';

export interface CodeLimitsProps {
  /** CPU time a case may use. */
  timeLimitMs: number | null | undefined;
  memoryLimitMb: number | null | undefined;
  outputLimitKb?: number | null | undefined;
}

function formatTime(milliseconds: number, t: TFunction<'translation'>) {
  return milliseconds % 1000 === 0
    ? t('examContent.code.seconds', { count: milliseconds / 1000 })
    : t('examContent.code.milliseconds', { count: milliseconds });
}

/** What each case of a code question may use, as the judge enforces it: CPU time, memory and output. */
export function CodeLimits({ timeLimitMs, memoryLimitMb, outputLimitKb }: CodeLimitsProps) {
  const { t } = useTranslation();
  const limits = [
    timeLimitMs != null && t('examContent.code.timeLimit', { time: formatTime(timeLimitMs, t) }),
    memoryLimitMb != null &&
      t('examContent.code.memoryLimit', { memory: formatKilobytes(memoryLimitMb * 1024) }),
    outputLimitKb != null && t('examContent.code.outputLimit', { output: formatKilobytes(outputLimitKb) }),
  ].filter((limit): limit is string => typeof limit === 'string');
  if (limits.length === 0) return null;
  return (
    <ul
      aria-label={t('examContent.code.limits')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 20px',
        listStyle: 'none',
        padding: 0,
        margin: '0 0 12px',
      }}
    >
      {limits.map((limit) => (
        <li key={limit}>
          <Typography.Text type="secondary">{limit}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
