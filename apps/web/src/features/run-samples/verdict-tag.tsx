import type { CaseVerdict } from '@iexam/domain/results';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<CaseVerdict, string> = {
  passed: 'success',
  wrong_answer: 'error',
  runtime_error: 'warning',
  time_limit: 'purple',
  memory_limit: 'magenta',
  output_limit: 'orange',
  compile_error: 'volcano',
  system_error: 'default',
};

/** A case's verdict as a coloured tag with its words (passed, wrong answer, runtime or compile error, a limit). */
export function VerdictTag({ verdict }: { verdict: CaseVerdict }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[verdict]}>{t(`judge.verdict.${verdict}`)}</Tag>;
}
