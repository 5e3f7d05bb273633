import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '@/api/admin/results';
import { TableRegion } from '../shared/table-region';

/** Below this many attempts the upper and lower 27% are a handful of people: said beside the figures. */
const FEW_ATTEMPTS = 10;

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10}%`);

/** Per question: difficulty, discrimination, correct rate and, for choices, how many chose each option. */
export function QuestionTable({ questions }: { questions: QuestionStatistics[] }) {
  const { t } = useTranslation('admin');
  const isFew = questions.some((question) => question.n > 0 && question.n < FEW_ATTEMPTS);
  return (
    <>
      {isFew && <Alert type="info" showIcon title={t('results.fewAttempts')} />}
      <TableRegion label={t('results.questions')}>
        <Table<QuestionStatistics>
          rowKey="key"
          size="small"
          dataSource={questions}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: t('results.questionKey'), dataIndex: 'key' },
            {
              title: t('results.questionTitle'),
              dataIndex: 'title',
              render: (title: string) => (
                <span style={{ display: 'inline-block', maxWidth: 240, overflowWrap: 'anywhere' }}>
                  {title}
                </span>
              ),
            },
            { title: t('results.points'), dataIndex: 'score' },
            { title: t('results.n'), dataIndex: 'n' },
            { title: t('results.answered'), dataIndex: 'answered' },
            {
              title: t('results.difficulty'),
              dataIndex: 'difficulty',
              render: (v: number | null) => v ?? '—',
            },
            {
              title: t('results.discrimination'),
              dataIndex: 'discrimination',
              render: (v: number | null) => v ?? '—',
            },
            { title: t('results.correctRate'), dataIndex: 'correctRate', render: percent },
            {
              title: t('results.optionCounts'),
              dataIndex: 'optionCounts',
              render: (counts: Record<string, number> | null) =>
                counts
                  ? Object.entries(counts)
                      .map(([key, count]) => `${key}: ${count}`)
                      .join(' · ')
                  : '—',
            },
          ]}
        />
      </TableRegion>
    </>
  );
}
