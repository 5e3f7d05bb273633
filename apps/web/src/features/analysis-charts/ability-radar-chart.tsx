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
        indicator: abilities.map((ability) => ({ name: ability.name, max: 100 })),
        radius: '65%',
        splitNumber: 4,
        axisName: { color: token.colorText },
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
          label: { show: true, color: token.colorText },
        },
      ],
    }),
    [abilities, title, token.colorPrimary, token.colorText],
  );
  const label = t('examResult.ability.chartLabel', {
    dimensions: abilities
      .map((ability) => t('examResult.ability.dimensionValue', { name: ability.name, score: ability.score }))
      .join(', '),
  });
  return <EChart option={option} height={HEIGHT} label={label} testId="ability-chart" />;
}
