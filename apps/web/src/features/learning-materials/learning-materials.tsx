import type { LinkedCourse } from '@iexam/domain/exam-info';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/client';
import { linkedCoursesQueryOptions } from '@/api/courses';
import { schoolQueryOptions } from '@/api/portal';
import { LoadingBlock } from '@/components/loading-block';
import { portalLinkOf } from '@/lib/routes';

export interface LearningMaterialsProps {
  schoolId: string;
  examId: number;
  language: string;
}

function CourseCard({ course, href }: { course: LinkedCourse; href: string | null }) {
  const { t } = useTranslation();
  const card = (
    <Card
      hoverable={href !== null}
      size="small"
      cover={
        course.cardImageUrl ? (
          <img alt="" src={course.cardImageUrl} style={{ height: 120, objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Card.Meta title={course.title} description={t('learning.learners', { count: course.learnCnt })} />
    </Card>
  );
  // The course view belongs to the host portal: a card links there only where the school set its address.
  return href ? (
    <a href={href} target="_blank" rel="noreferrer">
      {card}
    </a>
  ) : (
    card
  );
}

/** SPEC §2 learning-materials tab: the exam's linked courses (relation/study, then the courses batch). */
export function LearningMaterials({ schoolId, examId, language }: LearningMaterialsProps) {
  const { t } = useTranslation();
  const courses = useQuery(linkedCoursesQueryOptions(schoolId, examId));
  const courseUrl = useQuery(schoolQueryOptions(schoolId)).data?.courseUrl ?? '';
  if (courses.error) return <Alert type="warning" showIcon title={t(errorMessageKey(courses.error))} />;
  if (!courses.data) return <LoadingBlock />;
  if (courses.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('learning.empty')} />;
  }
  return (
    <Row gutter={[16, 16]} aria-label={t('learning.title')}>
      {courses.data.map((course) => (
        <Col key={course.id} xs={24} sm={12} lg={8}>
          <CourseCard course={course} href={portalLinkOf(courseUrl, language, course.courseId)} />
        </Col>
      ))}
    </Row>
  );
}
