import type { ProgramAnalysisEntry } from '@iexam/domain/results';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { programAnalysisQueryOptions, type ResultAccess } from '@/api/results';
import { LoadingBlock } from '@/components/loading-block';
import { VerdictTag } from '@/features/run-samples/verdict-tag';
import { formatKilobytes } from '@/lib/judge-units';
import { DetailError } from './calm-state';

const LANGUAGE_NAMES: Record<string, string> = { javascript: 'JavaScript', python: 'Python' };

/**
 * SPEC §7 programAnalysis: each code question of the attempt with its language and, once the judge has run it and
 * review is open, the verdict, CPU time and peak memory of every hidden case (issues 19, 34). Nothing when the
 * paper has no code question.
 */
export function ProgramSection({ access }: { access: ResultAccess }) {
  const { t } = useTranslation();
  const analysis = useQuery(programAnalysisQueryOptions(access));
  if (analysis.data?.length === 0) return null;
  const title = t('judge.analysisTitle');
  return (
    <Card role="region" aria-label={title} title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      {analysis.error ? (
        <DetailError error={analysis.error} />
      ) : !analysis.data ? (
        <LoadingBlock />
      ) : (
        <Flex vertical gap="large">
          {analysis.data.map((entry) => (
            <ProgramEntry key={entry.subjectId} entry={entry} />
          ))}
        </Flex>
      )}
    </Card>
  );
}

function ProgramEntry({ entry }: { entry: ProgramAnalysisEntry }) {
  const { t } = useTranslation();
  const results = entry.caseResults ?? [];
  const passed = results.filter((result) => result.verdict === 'passed').length;
  return (
    // Not a named region: the review below already has one named for this question (axe landmark-unique).
    <section>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('examContent.question.label', { number: entry.position })}
        {entry.language && (
          <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal', marginLeft: 12 }}>
            {t('judge.language', { language: LANGUAGE_NAMES[entry.language] ?? entry.language })}
          </Typography.Text>
        )}
      </Typography.Title>
      {entry.gradingState === 'not_answered' ? (
        <Typography.Text type="secondary">{t('judge.notAnswered')}</Typography.Text>
      ) : entry.judgeState === 'not_run' ? (
        <Typography.Text type="secondary">{t('judge.notRun')}</Typography.Text>
      ) : entry.judgeState === 'hidden' ? (
        <Typography.Text type="secondary">{t('judge.hidden')}</Typography.Text>
      ) : (
        <Flex vertical gap="small">
          <Typography.Text>{t('judge.passedCount', { passed, total: results.length })}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="position"
            dataSource={results}
            columns={[
              {
                key: 'case',
                title: t('judge.caseTitle'),
                render: (_value, _result, index) => t('judge.case', { number: index + 1 }),
              },
              {
                key: 'verdict',
                title: t('judge.verdictTitle'),
                render: (_value, result) => <VerdictTag verdict={result.verdict} />,
              },
              {
                key: 'time',
                title: t('judge.time'),
                render: (_value, result) =>
                  result.timeMs === null ? '-' : t('judge.timeMs', { time: result.timeMs }),
              },
              {
                key: 'memory',
                title: t('judge.memoryTitle'),
                render: (_value, result) =>
                  result.memoryKb == null ? '-' : formatKilobytes(result.memoryKb),
              },
            ]}
          />
        </Flex>
      )}
    </section>
  );
}
