import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CommitmentLetterProps {
  examName: string;
  letter: string;
  onAccept: () => void;
}

/** isCommitmentLetter 1: the exam's commitment letter, read and accepted before the first question. */
export function CommitmentLetter({ examName, letter, onAccept }: CommitmentLetterProps) {
  const { t } = useTranslation();
  const [isAgreed, setIsAgreed] = useState(false);
  return (
    <Card style={{ maxWidth: 720, margin: '48px auto' }}>
      <Flex vertical gap="middle">
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          {t('examContent.letter.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{examName}</Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 16 }}>{letter}</Typography.Paragraph>
        <Checkbox checked={isAgreed} onChange={(event) => setIsAgreed(event.target.checked)}>
          {t('examContent.letter.agree')}
        </Checkbox>
        <Button type="primary" disabled={!isAgreed} onClick={onAccept} style={{ alignSelf: 'flex-start' }}>
          {t('examContent.letter.accept')}
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * The header's time while the letter waits: the answer time, standing still, since it runs from the acceptance
 * (the server gives the reading time back). A countdown here ran and then jumped back on accepting (issue 42).
 */
export function LetterAnswerTime({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 16 }}>
      <ClockCircleOutlined aria-hidden /> {t('examContent.letter.answerTime', { minutes })}
    </Typography.Text>
  );
}
