import { useQuery } from '@tanstack/react-query';
import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type QuestionToGrade, questionsToGradeQueryOptions } from '@/api/admin/grading';
import { ContentViewer } from '@/features/content-viewer/content-viewer';
import { ErrorAlert } from '../shared/error-alert';
import { TableRegion } from '../shared/table-region';
import { GradedProgress } from './graded-progress';
import { ObjectiveQuestions } from './objective-questions';
import { subjectTypeKey } from './subject-type-label';

/** An exam's essays and programs with their progress and who graded how many; objective ones to regrade (admins). */
export function QuestionsPage({ schoolId, isExamAdmin }: { schoolId: string; isExamAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const examId = Number(useParams().examId);
  const questions = useQuery(questionsToGradeQueryOptions(schoolId, examId));
  return (
    <Flex vertical gap={16}>
      <Link to="..">{t('grading.backToExams')}</Link>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('grading.questions')}
      </Typography.Title>
      <ErrorAlert error={questions.error} />
      <TableRegion label={t('grading.questions')}>
        <Table<QuestionToGrade>
          rowKey="key"
          loading={questions.isPending}
          dataSource={questions.data ?? []}
          pagination={false}
          locale={{ emptyText: t('grading.noQuestions') }}
          columns={[
            {
              title: t('grading.question'),
              key: 'title',
              render: (_value, row) => (
                <Flex vertical gap={4} style={{ minWidth: 160 }}>
                  <Typography.Text type="secondary">
                    {row.key} · <Tag>{t(subjectTypeKey(row.subjectType))}</Tag>
                    {t('grading.points', { score: row.score })}
                  </Typography.Text>
                  <ContentViewer value={row.title} contentType={row.contentType} />
                </Flex>
              ),
            },
            {
              title: t('grading.progressColumn'),
              key: 'progress',
              render: (_value, row) => <GradedProgress graded={row.graded} toGrade={row.toGrade} />,
            },
            {
              title: t('grading.byGrader'),
              key: 'byGrader',
              render: (_value, row) => (
                <Flex vertical gap={0}>
                  {row.byGrader.map((grader) => (
                    <span key={grader.userId}>{t('grading.graderCount', grader)}</span>
                  ))}
                </Flex>
              ),
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_value, row) => (
                <Link to={String(row.subjectId)} aria-label={t('grading.gradeQuestion', { key: row.key })}>
                  {t('grading.grade')}
                </Link>
              ),
            },
          ]}
        />
      </TableRegion>
      {isExamAdmin ? <ObjectiveQuestions schoolId={schoolId} examId={examId} /> : null}
    </Flex>
  );
}
