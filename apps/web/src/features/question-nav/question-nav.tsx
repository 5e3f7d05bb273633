import { FlagFilled } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NavQuestion {
  number: number;
  isAnswered: boolean;
  isFlagged: boolean;
}

const SWATCH = { display: 'inline-block', width: 10, height: 10, borderRadius: 2, verticalAlign: 'middle' };

export interface QuestionNavProps {
  questions: readonly NavQuestion[];
  currentIndex: number;
  onSelect: (index: number) => void;
}

/**
 * Question navigation with answered / unanswered / flagged-for-review marks. Each button says its state in its
 * name, and the current one carries aria-current.
 */
export function QuestionNav({ questions, currentIndex, onSelect }: QuestionNavProps) {
  const { t } = useTranslation();
  const answeredCount = questions.filter((question) => question.isAnswered).length;
  return (
    <nav aria-label={t('examContent.nav.label')}>
      <Typography.Text type="secondary">
        {t('examContent.nav.progress', { answered: answeredCount, total: questions.length })}
      </Typography.Text>
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        {questions.map((question, index) => {
          const state = question.isAnswered ? t('examContent.nav.answered') : t('examContent.nav.unanswered');
          const flag = question.isFlagged ? `, ${t('examContent.nav.flagged')}` : '';
          return (
            <Button
              key={question.number}
              type={question.isAnswered ? 'primary' : 'default'}
              aria-label={t('examContent.nav.item', { number: question.number, state: `${state}${flag}` })}
              aria-current={index === currentIndex ? 'step' : undefined}
              onClick={() => onSelect(index)}
              style={{
                width: 40,
                position: 'relative',
                outline: index === currentIndex ? '2px solid #1677ff' : undefined,
                outlineOffset: 1,
              }}
            >
              {question.number}
              {question.isFlagged && (
                <FlagFilled
                  aria-hidden
                  style={{ position: 'absolute', top: -6, right: -6, color: '#fa8c16', fontSize: 12 }}
                />
              )}
            </Button>
          );
        })}
      </Flex>
      <Flex gap="middle" wrap style={{ marginTop: 12 }} aria-hidden>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <span style={{ ...SWATCH, background: '#1677ff' }} /> {t('examContent.nav.answered')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <span style={{ ...SWATCH, border: '1px solid #d9d9d9' }} /> {t('examContent.nav.unanswered')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <FlagFilled style={{ color: '#fa8c16' }} /> {t('examContent.nav.flagged')}
        </Typography.Text>
      </Flex>
    </nav>
  );
}
