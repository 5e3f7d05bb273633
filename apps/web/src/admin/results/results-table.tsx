import { Checkbox, Flex, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResultFilter, ResultRow } from '@/api/admin/results';
import { TableRegion } from '../shared/table-region';

const STATUSES = ['in_progress', 'submitted', 'grading', 'graded'] as const;

/** The filterable results table; the page and the filter live in the page (the summary reads the same filter). */
export function ResultsTable({
  rows,
  total,
  isLoading,
  filter,
  onFilter,
  page,
  onPage,
  pageSize,
  timeOf,
}: {
  rows: ResultRow[];
  total: number;
  isLoading: boolean;
  filter: ResultFilter;
  onFilter: (filter: ResultFilter) => void;
  page: number;
  onPage: (page: number) => void;
  pageSize: number;
  timeOf: (value: string | null) => string;
}) {
  const { t } = useTranslation('admin');
  const yesNo = (value: boolean | null) =>
    value === null ? (
      t('results.none')
    ) : value ? (
      <Tag color="green">{t('results.yes')}</Tag>
    ) : (
      <Tag>{t('results.no')}</Tag>
    );
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Input.Search
          aria-label={t('results.filterSearch')}
          placeholder={t('results.filterSearch')}
          allowClear
          onSearch={(q) => onFilter({ ...filter, q: q || undefined })}
          style={{ maxWidth: 280 }}
        />
        <Select
          aria-label={t('results.filterStatus')}
          value={filter.status ?? ''}
          onChange={(status: string) => onFilter({ ...filter, status: status || undefined })}
          style={{ width: 150 }}
          options={[
            { value: '', label: `${t('results.filterStatus')}: ${t('results.any')}` },
            ...STATUSES.map((status) => ({ value: status, label: t(`results.statusValue.${status}`) })),
          ]}
        />
        <Select
          aria-label={t('results.filterPassed')}
          value={filter.passed ?? ''}
          onChange={(passed: '' | 'true' | 'false') => onFilter({ ...filter, passed: passed || undefined })}
          style={{ width: 150 }}
          options={[
            { value: '', label: `${t('results.filterPassed')}: ${t('results.any')}` },
            { value: 'true', label: t('results.yes') },
            { value: 'false', label: t('results.no') },
          ]}
        />
        <Checkbox
          checked={filter.all === 'true'}
          onChange={(event) => onFilter({ ...filter, all: event.target.checked ? 'true' : undefined })}
        >
          {t('results.filterAll')}
        </Checkbox>
      </Flex>
      <TableRegion label={t('results.table')}>
        <Table<ResultRow>
          rowKey="examResultId"
          size="small"
          loading={isLoading}
          dataSource={rows}
          pagination={{
            current: page,
            pageSize,
            total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: onPage,
          }}
          columns={[
            { title: t('results.name'), dataIndex: 'name' },
            { title: t('results.userName'), dataIndex: 'userName' },
            { title: t('results.userCode'), dataIndex: 'userCode' },
            { title: t('results.session'), dataIndex: 'sessionName', render: (v: string | null) => v ?? '' },
            {
              title: t('results.status'),
              dataIndex: 'status',
              render: (status: string) => t(`results.statusValue.${status}`, { defaultValue: status }),
            },
            {
              title: t('results.score'),
              dataIndex: 'score',
              render: (v: number | null) => v ?? t('results.none'),
            },
            { title: t('results.isPassed'), dataIndex: 'isPassed', render: yesNo },
            { title: t('results.start'), dataIndex: 'startAnswerTime', render: timeOf },
            { title: t('results.submitted'), dataIndex: 'submittedAt', render: timeOf },
            {
              title: t('results.handInReason'),
              dataIndex: 'handInReason',
              render: (v: string | null) => v ?? '',
            },
            { title: t('results.switchScreen'), dataIndex: 'switchScreenTimes' },
          ]}
        />
      </TableRegion>
    </Flex>
  );
}
