import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ExamToGrade, examsToGradeQueryOptions } from '@/api/admin/grading';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { GradedProgress } from './graded-progress';

/** The exams the staff member grades, each with its progress. */
export function ExamsToGradePage({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation('admin');
  const exams = useQuery(examsToGradeQueryOptions(schoolId));
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('nav.grading')}
      </Typography.Title>
      <ErrorAlert error={exams.error} />
      <TableRegion label={t('grading.exams')}>
        <Table<ExamToGrade>
          rowKey="examId"
          loading={exams.isPending}
          dataSource={exams.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('grading.noExams') }}
          columns={[
            {
              title: t('grading.exam'),
              dataIndex: 'examName',
              render: (name: string, row) => <Link to={String(row.examId)}>{name}</Link>,
            },
            { title: t('grading.toGrade'), dataIndex: 'toGrade' },
            {
              title: t('grading.progressColumn'),
              key: 'progress',
              render: (_value, row) => <GradedProgress graded={row.graded} toGrade={row.toGrade} />,
            },
          ]}
        />
      </TableRegion>
    </Flex>
  );
}
