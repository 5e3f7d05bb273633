import { Card, Col, Empty, Row, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamStatistics, ResultsSummary } from '@/api/admin/results';
import { type ChartOption, EChart } from '@/features/analysis-charts/echart';

const KNOWLEDGE_ROW_HEIGHT = 36;

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
  const points = knowledge ?? [];
  const mastery = useMemo<ChartOption>(() => {
    const rows = [...points].reverse();
    return {
      grid: { left: 8, right: 48, top: 8, bottom: 24, containLabel: true },
      tooltip: { trigger: 'item', formatter: '{b}: {c}%' },
      xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: {
        type: 'category',
        data: rows.map((p) => p.name),
        axisLabel: { width: 120, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: rows.map((p) => Math.round(p.mastery * 1000) / 10),
          barMaxWidth: 20,
          itemStyle: { color: token.colorSuccess },
          label: { show: true, position: 'right', formatter: '{c}%' },
        },
      ],
    };
  }, [points, token.colorSuccess]);
  const distributionLabel = t('results.distributionLabel', {
    bins: bins.map((bin) => t('results.bin', bin)).join(', '),
  });
  const masteryLabel = t('results.knowledgeLabel', {
    points: points
      .map((p) => t('results.pointValue', { name: p.name, mastery: Math.round(p.mastery * 1000) / 10 }))
      .join(', '),
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
            <EChart
              option={mastery}
              height={points.length * KNOWLEDGE_ROW_HEIGHT + 48}
              label={masteryLabel}
              testId="results-knowledge"
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
