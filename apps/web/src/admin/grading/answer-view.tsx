import { CASE_VERDICTS, type CaseVerdict } from '@iexam/domain/results';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnswerToGrade } from '@/api/admin/grading';
import { VerdictTag } from '@/features/run-samples/verdict-tag';
import { formatKilobytes } from '@/lib/judge-units';

const isProgram = (answer: unknown): answer is { language?: unknown; code?: unknown } =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer);

const isVerdict = (verdict: string): verdict is CaseVerdict =>
  (CASE_VERDICTS as readonly string[]).includes(verdict);

/** The judge's verdict per case beside a program: which passed, which did not, its CPU time and peak memory. */
function JudgeVerdicts({ judge }: { judge: NonNullable<AnswerToGrade['judge']> }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-label={t('grading.judge')} style={{ minWidth: 200 }}>
      <Typography.Text strong>
        {judge.state === 'judged'
          ? t('grading.judgeSummary', { passed: judge.passed, total: judge.total })
          : t('grading.judgeWaiting')}
      </Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {judge.cases.map((one) => (
          <li key={one.position}>
            {t(one.isSample ? 'grading.sampleCase' : 'grading.hiddenCase', { position: one.position })}{' '}
            {isVerdict(one.verdict) ? <VerdictTag verdict={one.verdict} /> : <Tag>{one.verdict}</Tag>}{' '}
            {[
              one.timeMs === null ? null : t('grading.ms', { ms: one.timeMs }),
              one.memoryKb == null ? null : formatKilobytes(one.memoryKb),
            ]
              .filter((part) => part !== null)
              .join(' · ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A candidate's answer as written. It is untrusted (DESIGN §5): React writes it as text, never as HTML; an essay
 * keeps its line breaks and spaces, a program sits in a <pre> with the judge's verdicts beside it.
 */
export function AnswerView({ row }: { row: AnswerToGrade }) {
  const { t } = useTranslation('admin');
  if (isProgram(row.answer)) {
    const language = String(row.answer.language ?? row.judge?.language ?? '');
    return (
      <Flex gap={16} wrap align="flex-start">
        <figure style={{ margin: 0, flex: '1 1 320px', minWidth: 0 }}>
          <figcaption>{t('grading.program', { language })}</figcaption>
          <pre className="grading-code" style={{ overflowX: 'auto', whiteSpace: 'pre', margin: 0 }}>
            {String(row.answer.code ?? '')}
          </pre>
        </figure>
        {row.judge ? <JudgeVerdicts judge={row.judge} /> : <span>{t('grading.noJudge')}</span>}
      </Flex>
    );
  }
  return (
    <div
      className="grading-essay"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', border: '1px solid #d9d9d9', padding: 12 }}
    >
      {typeof row.answer === 'string' ? row.answer : JSON.stringify(row.answer)}
    </div>
  );
}
