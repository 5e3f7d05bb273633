import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Progress, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type KnowledgePointMastery, knowledgeGraphQueryOptions, type ResultAccess } from '@/api/results';
import { LoadingBlock } from '@/components/loading-block';
import { KnowledgeBarChart } from '@/features/analysis-charts/knowledge-bar-chart';
import { DetailError } from './calm-state';

type View = 'chart' | 'tree';

/** SPEC §7 getKnowledgeGraph: type 1 drawn as bars, type 2 as a list of points (the same figures). */
export function KnowledgeSection({ access }: { access: ResultAccess }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('chart');
  const graph = useQuery(knowledgeGraphQueryOptions(access, view === 'chart' ? 1 : 2));
  const title = t('examResult.knowledge.title');
  return (
    <Card
      role="region"
      aria-label={title}
      style={{ height: '100%' }}
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}
      extra={
        <Segmented<View>
          aria-label={title}
          value={view}
          onChange={setView}
          options={(['chart', 'tree'] as const).map((value) => ({
            value,
            label: t(`examResult.knowledge.views.${value}`),
          }))}
        />
      }
    >
      {graph.error ? (
        <DetailError error={graph.error} />
      ) : !graph.data ? (
        <LoadingBlock />
      ) : graph.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('examResult.knowledge.empty')} />
      ) : view === 'chart' ? (
        <KnowledgeBarChart points={graph.data} />
      ) : (
        <KnowledgeList points={graph.data} />
      )}
    </Card>
  );
}

function KnowledgeList({ points }: { points: KnowledgePointMastery[] }) {
  const { t } = useTranslation();
  return (
    <Table<KnowledgePointMastery>
      size="small"
      pagination={false}
      rowKey="knowledgePointId"
      dataSource={points}
      aria-label={t('examResult.knowledge.title')}
      columns={[
        { key: 'name', title: t('examResult.knowledge.name'), dataIndex: 'name' },
        {
          key: 'mastery',
          title: t('examResult.knowledge.mastery'),
          render: (_, point) => (
            <Progress
              percent={point.mastery}
              size="small"
              format={(percent) => `${percent}%`}
              // Named as its row says it, for a screen reader reaching the bar alone (issue 42).
              aria-label={t('examResult.knowledge.pointValue', { name: point.name, mastery: point.mastery })}
            />
          ),
        },
        {
          key: 'earned',
          title: t('examResult.knowledge.earned'),
          render: (_, point) => `${point.earned} / ${point.possible}`,
        },
        { key: 'subjects', title: t('examResult.knowledge.subjects'), dataIndex: 'subjectCount' },
      ]}
    />
  );
}
