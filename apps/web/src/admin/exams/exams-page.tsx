import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type AdminExamRow, copyExam, examsQueryOptions, setExamPublished } from '@/api/admin/exams';
import { adminKeys } from '@/api/admin/keys';
import { formatViewerTime } from '@/lib/exam-time';
import { SchoolImportPanel } from '../school-import/school-import-panel';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { PublishModal } from './publish-modal';

/** Issue 20 exams list: search, status, copy, publish / unpublish, and a new exam. */
export function ExamsPage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  // On the staff member's own clock, the zone named, as the candidates' pages write times.
  // The console lists exams of any zone: each time on the viewer's own clock, its zone named.
  const timeOf = (value: string | null) => formatViewerTime(value, tCommon);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>('');
  const [publishing, setPublishing] = useState<AdminExamRow>();
  const query = { search: search || undefined, status: status || undefined };
  const exams = useQuery(examsQueryOptions(schoolId, query));
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.exams(schoolId) });
  const copy = useMutation({
    mutationFn: (examId: number) => copyExam(schoolId, examId),
    onSuccess: async ({ examId }) => {
      void message.success(t('exams.copied'));
      await refresh();
      await navigate(`../exams/${examId}`, { relative: 'path' });
    },
  });
  // Publishing asks first and checks what candidates need (PublishModal); hiding an exam is at once.
  const unpublish = useMutation({
    mutationFn: (examId: number) => setExamPublished(schoolId, examId, false),
    onSuccess: async () => {
      void message.success(t('exams.unpublished'));
      await refresh();
    },
  });
  const base = `/admin/${encodeURIComponent(schoolId)}/exams`;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('nav.exams')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`${base}/new`)}>
          {t('exams.new')}
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        <Input.Search
          aria-label={t('exams.search')}
          placeholder={t('exams.search')}
          allowClear
          onSearch={setSearch}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label={t('exams.status')}
          value={status}
          onChange={setStatus}
          style={{ width: 160 }}
          options={[
            { value: '', label: t('exams.statusAll') },
            { value: 'published', label: t('exams.statusPublished') },
            { value: 'unpublished', label: t('exams.statusUnpublished') },
          ]}
        />
      </Flex>
      <ErrorAlert error={exams.error ?? copy.error ?? unpublish.error} />
      <TableRegion label={t('nav.exams')}>
        <Table<AdminExamRow>
          rowKey="examId"
          loading={exams.isPending}
          dataSource={exams.data?.list ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            {
              title: t('exams.name'),
              dataIndex: 'examName',
              render: (name: string, row) => <Link to={`${base}/${row.examId}`}>{name}</Link>,
            },
            { title: t('exams.key'), dataIndex: 'key' },
            {
              title: t('exams.status'),
              dataIndex: 'examStatus',
              render: (value: number) =>
                value === 1 ? (
                  <Tag color="green">{t('exams.statusPublished')}</Tag>
                ) : (
                  <Tag>{t('exams.statusUnpublished')}</Tag>
                ),
            },
            { title: t('exams.begin'), dataIndex: 'beginTime', render: timeOf },
            { title: t('exams.end'), dataIndex: 'endTime', render: timeOf },
            { title: t('exams.sessions'), dataIndex: 'sessionCount' },
            { title: t('exams.subjects'), dataIndex: 'subjectCount' },
            { title: t('exams.attempts'), dataIndex: 'attemptCount' },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_value, row) => (
                <Space wrap>
                  <Button size="small" onClick={() => copy.mutate(row.examId)} loading={copy.isPending}>
                    {t('exams.copy')}
                  </Button>
                  {row.examStatus === 1 ? (
                    <Button size="small" onClick={() => unpublish.mutate(row.examId)}>
                      {t('exams.unpublish')}
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => setPublishing(row)}>
                      {t('exams.publish')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </TableRegion>
      <SchoolImportPanel schoolId={schoolId} />
      {publishing && (
        <PublishModal schoolId={schoolId} exam={publishing} onClose={() => setPublishing(undefined)} />
      )}
    </Flex>
  );
}
