import { ClockCircleOutlined, FieldTimeOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalExam } from '@/api/portal';
import { coverUrl } from '@/lib/cover-url';
import { formatExamTime } from '@/lib/exam-time';
import { describeExamStatus } from './exam-status';

export interface PortalExamListProps {
  schoolId: string;
  exams: readonly PortalExam[];
}

/** The exam information page of an exam (built by the examInfo page). */
export function examInfoPath(schoolId: string, examId: number): string {
  return `/iexam/${encodeURIComponent(schoolId)}/examInfo?examId=${examId}`;
}

function PortalExamCard({ schoolId, exam }: { schoolId: string; exam: PortalExam }) {
  const { t } = useTranslation();
  const status = describeExamStatus(exam.examInfoStatus);
  const href = examInfoPath(schoolId, exam.examId);
  return (
    <Card
      cover={
        exam.cover ? (
          <img alt="" src={coverUrl(exam.cover)} style={{ height: 140, objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Flex vertical gap="small">
        <Flex justify="space-between" align="start" gap="small">
          <Link to={href}>
            <Typography.Text strong>{exam.examName}</Typography.Text>
          </Link>
          <Tag color={status.color}>{t(status.labelKey)}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          <ClockCircleOutlined aria-hidden />{' '}
          {t('portal.examTime', {
            begin: formatExamTime(exam.beginTime, exam.timezoneHours, t),
            end: formatExamTime(exam.endTime, exam.timezoneHours, t),
          })}
        </Typography.Text>
        <Typography.Text type="secondary">
          <FieldTimeOutlined aria-hidden /> {t('portal.answerTime', { minutes: exam.examSettingTime })}
        </Typography.Text>
        <Typography.Text type="secondary">
          <TrophyOutlined aria-hidden /> {t('portal.totalScore', { score: exam.paperScore })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** The candidate's exams as cards, each leading to its exam information page. */
export function PortalExamList({ schoolId, exams }: PortalExamListProps) {
  const { t } = useTranslation();
  if (exams.length === 0) return <Empty description={t('portal.empty')} />;
  return (
    <Row gutter={[16, 16]}>
      {exams.map((exam) => (
        <Col key={exam.examId} xs={24} sm={12} lg={8} xl={6}>
          <PortalExamCard schoolId={schoolId} exam={exam} />
        </Col>
      ))}
    </Row>
  );
}
