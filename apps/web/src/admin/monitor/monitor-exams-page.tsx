import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ProctoredExam, proctoredExamsQueryOptions } from '@/api/admin/monitor';
import { formatViewerTime } from '@/lib/exam-time';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';

/** The monitor's index: the exams this staff member may proctor (all of the school's for an exam admin). */
export function MonitorExamsPage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  // The console lists exams of any zone: each time on the viewer's own clock, its zone named.
  const timeOf = (value: string | null) => formatViewerTime(value, tCommon);
  const exams = useQuery(proctoredExamsQueryOptions(schoolId));
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('monitor.examsTitle')}
      </Typography.Title>
      <ErrorAlert error={exams.error} />
      <TableRegion label={t('monitor.examsTitle')}>
        <Table<ProctoredExam>
          rowKey="examId"
          loading={exams.isPending}
          dataSource={exams.data?.list ?? []}
          locale={{ emptyText: t('monitor.noExams') }}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            {
              title: t('monitor.exam'),
              dataIndex: 'examName',
              render: (name: string, exam) => (
                <Link to={String(exam.examId)} aria-label={`${t('monitor.open')}: ${name}`}>
                  {name}
                </Link>
              ),
            },
            { title: t('monitor.begin'), dataIndex: 'beginTime', render: timeOf },
            { title: t('monitor.end'), dataIndex: 'endTime', render: timeOf },
            {
              title: t('monitor.duration'),
              dataIndex: 'examSettingTime',
              render: (minutes: number) => t('monitor.minutes', { count: minutes }),
            },
          ]}
        />
      </TableRegion>
    </Flex>
  );
}
