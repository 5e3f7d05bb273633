import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbilityScore } from '@/api/results';
import { type ChartOption, EChart } from './echart';

const HEIGHT = 340;

/** A 0-100 score per ability dimension on a radar. */
export function AbilityRadarChart({ abilities }: { abilities: readonly AbilityScore[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = t('examResult.ability.title');
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item' },
      radar: {
        // Each score is written under its dimension's name, not at the data point: a score near 100 put its number
        // on top of the name (issue 17 defect 10). Long names wrap instead of running into the next.
        indicator: abilities.map((ability) => ({
          name: `${ability.name}\n${t('examResult.ability.score', { score: ability.score })}`,
          max: 100,
        })),
        radius: '48%',
        splitNumber: 4,
        axisNameGap: 40,
        axisName: { color: token.colorText, width: 90, overflow: 'break', lineHeight: 18, align: 'center' },
      },
      series: [
        {
          type: 'radar',
          name: title,
          data: [{ value: abilities.map((ability) => ability.score), name: title }],
          symbolSize: 6,
          lineStyle: { color: token.colorPrimary, width: 2 },
          itemStyle: { color: token.colorPrimary },
          areaStyle: { color: token.colorPrimary, opacity: 0.2 },
        },
      ],
    }),
    [abilities, title, t, token.colorPrimary, token.colorText],
  );
  const label = t('examResult.ability.chartLabel', {
    dimensions: abilities
      .map((ability) => t('examResult.ability.dimensionValue', { name: ability.name, score: ability.score }))
      .join(', '),
  });
  return <EChart option={option} height={HEIGHT} label={label} testId="ability-chart" />;
}
