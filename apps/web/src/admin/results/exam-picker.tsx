import { useQuery } from '@tanstack/react-query';
import { Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminExamRow, examsQueryOptions } from '@/api/admin/exams';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';

/** The results section's index: the school's exams, each a link to its results. */
export function ExamPicker({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const query = { search: search || undefined };
  const exams = useQuery(examsQueryOptions(schoolId, query));
  const base = `/admin/${encodeURIComponent(schoolId)}/results`;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('results.pickTitle')}
      </Typography.Title>
      <Input.Search
        aria-label={t('results.pickSearch')}
        placeholder={t('results.pickSearch')}
        allowClear
        onSearch={setSearch}
        style={{ maxWidth: 320 }}
      />
      <ErrorAlert error={exams.error} />
      <TableRegion label={t('results.pickTitle')}>
        <Table<AdminExamRow>
          rowKey="examId"
          loading={exams.isPending}
          dataSource={exams.data?.list ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            {
              title: t('exams.name'),
              dataIndex: 'examName',
              render: (name: string, row) => (
                <Link to={`${base}/${row.examId}`} aria-label={`${t('results.open')}: ${name}`}>
                  {name}
                </Link>
              ),
            },
            { title: t('exams.key'), dataIndex: 'key' },
            { title: t('exams.attempts'), dataIndex: 'attemptCount' },
          ]}
        />
      </TableRegion>
    </Flex>
  );
}
