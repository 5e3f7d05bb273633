import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgePointMastery } from '@/api/results';
import { type ChartOption, EChart } from './echart';

const ROW_HEIGHT = 44;
const AXIS_SPACE = 56;

/** Mastery (0-100 %) per knowledge point as horizontal bars, the first point on top. */
export function KnowledgeBarChart({ points }: { points: readonly KnowledgePointMastery[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const option = useMemo<ChartOption>(() => {
    // echarts draws a category axis from the bottom up; reversed, the list reads top-down as the server sent it.
    const rows = [...points].reverse();
    return {
      grid: { left: 8, right: 48, top: 8, bottom: 24, containLabel: true },
      tooltip: { trigger: 'item', formatter: '{b}: {c}%' },
      xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      yAxis: {
        type: 'category',
        data: rows.map((point) => point.name),
        axisLabel: { width: 140, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          data: rows.map((point) => point.mastery),
          barMaxWidth: 24,
          itemStyle: { color: token.colorPrimary, borderRadius: [0, 4, 4, 0] },
          label: { show: true, position: 'right', formatter: '{c}%' },
        },
      ],
    };
  }, [points, token.colorPrimary]);
  const label = t('examResult.knowledge.chartLabel', {
    points: points
      .map((point) => t('examResult.knowledge.pointValue', { name: point.name, mastery: point.mastery }))
      .join(', '),
  });
  return (
    <EChart
      option={option}
      height={points.length * ROW_HEIGHT + AXIS_SPACE}
      label={label}
      testId="knowledge-chart"
    />
  );
}
