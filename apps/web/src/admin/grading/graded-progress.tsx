import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** "12 / 40 graded" with a bar; the bar is named by the same text for screen readers. */
export function GradedProgress({ graded, toGrade }: { graded: number; toGrade: number }) {
  const { t } = useTranslation('admin');
  const total = graded + toGrade;
  const text = t('grading.progress', { graded, total });
  return (
    <Flex vertical gap={0} style={{ minWidth: 140 }}>
      <Typography.Text>{text}</Typography.Text>
      <Progress
        percent={total === 0 ? 100 : Math.floor((graded / total) * 100)}
        size="small"
        showInfo={false}
        aria-label={text}
      />
    </Flex>
  );
}
