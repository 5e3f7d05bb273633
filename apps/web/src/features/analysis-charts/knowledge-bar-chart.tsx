import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgePointMastery } from '@/api/results';
import { type ChartOption, EChart } from './echart';

const ROW_HEIGHT = 44;
const AXIS_SPACE = 56;

interface KnowledgeBarChartProps {
  /** Mastery in percent (0-100). */
  points: readonly Pick<KnowledgePointMastery, 'name' | 'mastery'>[];
  /** What a screen reader hears instead of the chart; by default the candidate's own mastery per point. */
  label?: string;
  /** The bars' colour: the theme's primary by default. */
  color?: string;
  testId?: string;
}

/**
 * Mastery (0-100 %) per knowledge point as horizontal bars, the first point on top: a candidate's own (the result
 * page) or a class's (the console's results).
 */
export function KnowledgeBarChart({
  points,
  label,
  color,
  testId = 'knowledge-chart',
}: KnowledgeBarChartProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const barColor = color ?? token.colorPrimary;
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
          itemStyle: { color: barColor, borderRadius: [0, 4, 4, 0] },
          label: { show: true, position: 'right', formatter: '{c}%' },
        },
      ],
    };
  }, [points, barColor]);
  const ownLabel = t('examResult.knowledge.chartLabel', {
    points: points
      .map((point) => t('examResult.knowledge.pointValue', { name: point.name, mastery: point.mastery }))
      .join(', '),
  });
  return (
    <EChart
      option={option}
      height={points.length * ROW_HEIGHT + AXIS_SPACE}
      label={label ?? ownLabel}
      testId={testId}
    />
  );
}
