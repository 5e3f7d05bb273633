import { Card, Col, Empty, Row, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamStatistics, ResultsSummary } from '@/api/admin/results';
import { type ChartOption, EChart } from '@/features/analysis-charts/echart';
import { KnowledgeBarChart } from '@/features/analysis-charts/knowledge-bar-chart';

/** The score histogram (10 bins over the paper) and the class's knowledge mastery, side by side on wide screens. */
export function ScoreCharts({
  summary,
  knowledge,
}: {
  summary: ResultsSummary;
  knowledge: ExamStatistics['knowledge'] | undefined;
}) {
  const { t } = useTranslation('admin');
  const { token } = theme.useToken();
  const bins = summary.distribution;
  const distribution = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: { trigger: 'item' },
      xAxis: {
        type: 'category',
        data: bins.map((bin) => `${bin.from}–${bin.to}`),
        axisLabel: { rotate: 45 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: bins.map((bin) => bin.count), itemStyle: { color: token.colorPrimary } }],
    }),
    [bins, token.colorPrimary],
  );
  // The class's mastery comes as a share (0-1); the chart and its label speak in percent, as the candidate's does.
  const points = useMemo(
    () => (knowledge ?? []).map((point) => ({ ...point, mastery: Math.round(point.mastery * 1000) / 10 })),
    [knowledge],
  );
  const distributionLabel = t('results.distributionLabel', {
    bins: bins.map((bin) => t('results.bin', { ...bin })).join(', '),
  });
  const masteryLabel = t('results.knowledgeLabel', {
    points: points.map((point) => t('results.pointValue', point)).join(', '),
  });
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('results.distribution')}</h2>}>
          <EChart
            option={distribution}
            height={240}
            label={distributionLabel}
            testId="results-distribution"
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('results.knowledge')}</h2>}>
          {points.length === 0 ? (
            <Empty description={t('results.noKnowledge')} />
          ) : (
            <KnowledgeBarChart
              points={points}
              label={masteryLabel}
              color={token.colorSuccess}
              testId="results-knowledge"
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
