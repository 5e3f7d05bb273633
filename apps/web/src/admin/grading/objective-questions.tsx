import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ObjectiveSubject, objectiveSubjectsQueryOptions } from '@/api/admin/grading';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { formatKey } from './regrade-key';
import { RegradeModal } from './regrade-modal';
import { subjectTypeKey } from './subject-type-label';

/** For exam admins: the exam's objective questions with their keys, each with "Change key and regrade". */
export function ObjectiveQuestions({ schoolId, examId }: { schoolId: string; examId: number }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<ObjectiveSubject | null>(null);
  const subjects = useQuery(objectiveSubjectsQueryOptions(schoolId, examId));
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {t('grading.objective')}
      </Typography.Title>
      <ErrorAlert error={subjects.error} />
      <TableRegion label={t('grading.objective')}>
        <Table<ObjectiveSubject>
          rowKey="subjectId"
          loading={subjects.isPending}
          dataSource={subjects.data ?? []}
          pagination={false}
          columns={[
            {
              title: t('grading.question'),
              key: 'key',
              render: (_value, row) => (
                <span>
                  {row.key} <Tag>{t(subjectTypeKey(row.subjectType))}</Tag>
                  {row.isSuperseded ? <Tag>{t('grading.oldVersion')}</Tag> : null}
                </span>
              ),
            },
            { title: t('grading.paper'), dataIndex: 'paperName' },
            {
              title: t('grading.currentKey'),
              key: 'correctAnswer',
              render: (_value, row) => <code>{formatKey(row.subjectType, row.correctAnswer)}</code>,
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_value, row) => (
                <Button
                  size="small"
                  onClick={() => setOpen(row)}
                  aria-label={t('grading.regradeOf', { key: row.key, paper: row.paperName })}
                >
                  {t('grading.regrade')}
                </Button>
              ),
            },
          ]}
        />
      </TableRegion>
      {open ? (
        <RegradeModal schoolId={schoolId} examId={examId} subject={open} onClose={() => setOpen(null)} />
      ) : null}
    </Flex>
  );
}
