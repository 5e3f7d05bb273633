import { useQuery } from '@tanstack/react-query';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { abilityGraphQueryOptions, type ResultAccess } from '@/api/results';
import { LoadingBlock } from '@/components/loading-block';
import { AbilityRadarChart } from '@/features/analysis-charts/ability-radar-chart';
import { DetailError } from './calm-state';

/** SPEC §7 getAbilityGraph: a 0-100 score per ability dimension on a radar. */
export function AbilitySection({ access }: { access: ResultAccess }) {
  const { t } = useTranslation();
  const graph = useQuery(abilityGraphQueryOptions(access));
  const title = t('examResult.ability.title');
  return (
    <Card
      role="region"
      aria-label={title}
      style={{ height: '100%' }}
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}
    >
      {graph.error ? (
        <DetailError error={graph.error} />
      ) : !graph.data ? (
        <LoadingBlock />
      ) : graph.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examResult.ability.empty')} />
      ) : (
        <AbilityRadarChart abilities={graph.data} />
      )}
    </Card>
  );
}
