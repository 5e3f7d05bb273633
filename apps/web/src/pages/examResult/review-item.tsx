import { CheckCircleFilled } from '@ant-design/icons';
import { shownLetters } from '@iexam/domain/attempts';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import { Card, Flex, Progress, Tag, Typography, theme } from 'antd';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSubject, SubjectStatistics } from '@/api/results';
import { ContentViewer } from '@/features/content-viewer/content-viewer';
import { AnswerValue } from './answer-value';
import './exam-result.css';

const TYPE_KEYS = {
  1: 'examResult.review.type.single',
  2: 'examResult.review.type.multiple',
  3: 'examResult.review.type.judgement',
  4: 'examResult.review.type.fillIn',
  5: 'examResult.review.type.code',
  6: 'examResult.review.type.essay',
} as const;

export interface ReviewItemProps {
  subject: ReviewSubject;
  number: number;
  statistics: SubjectStatistics | undefined;
  /** The feedback button, composed by the page. */
  feedback: ReactNode;
}

function Verdict({ subject }: { subject: ReviewSubject }) {
  const { t } = useTranslation();
  const points = t('examResult.review.points', { earned: subject.earned, score: subject.score });
  const [color, key] = subject.isCorrect
    ? (['success', 'examResult.review.correct'] as const)
    : subject.earned > 0
      ? (['warning', 'examResult.review.partial'] as const)
      : (['error', 'examResult.review.wrong'] as const);
  return (
    <Tag color={color} style={{ margin: 0 }}>
      {t(key)} · {points}
    </Tag>
  );
}

const asList = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : value === null ? [] : [String(value)];

/** The options of a choice question: the key marked, the candidate's choices, and how everyone chose. */
function ChoiceOptions({
  subject,
  statistics,
  letters,
}: Pick<ReviewItemProps, 'subject' | 'statistics'> & { letters: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const keys = asList(subject.correctAnswer);
  const chosen = asList(subject.answer);
  const total = statistics?.attemptCount ?? 0;
  const idPrefix = useId();
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {(subject.options ?? []).map((option) => {
        const isKey = keys.includes(option.key);
        const count = statistics?.optionCounts[option.key];
        const percent = count !== undefined && total > 0 ? Math.round((count / total) * 100) : null;
        const keyId = `${idPrefix}-${option.key}`;
        const shareId = `${keyId}-share`;
        return (
          <li key={option.key} style={{ padding: '4px 0' }}>
            <Flex gap="small" align="center" wrap>
              <Typography.Text id={keyId} strong={chosen.includes(option.key)} style={{ minWidth: 24 }}>
                {letters.get(option.key)}.
              </Typography.Text>
              <span style={{ flex: '1 1 240px' }}>
                <ContentViewer value={option.content} contentType={option.contentType} isInline />
                {isKey && (
                  <CheckCircleFilled
                    aria-label={t('examResult.review.correctAnswer')}
                    style={{ color: token.colorSuccess, marginLeft: 8 }}
                  />
                )}
              </span>
              {count !== undefined && percent !== null && (
                <Flex align="center" gap="small" style={{ flex: '0 1 280px' }}>
                  {/* Named by the option and its share written beside it ("A. 1 人 · 100%"); unnamed, a screen
                      reader said only "progress bar" for each option (axe aria-progressbar-name, issue 42). */}
                  <Progress
                    percent={percent}
                    showInfo={false}
                    size="small"
                    aria-labelledby={`${keyId} ${shareId}`}
                    style={{ width: 100, margin: 0 }}
                  />
                  <Typography.Text id={shareId} type="secondary">
                    {t('examResult.statistics.option', { key: letters.get(option.key), count, percent })}
                  </Typography.Text>
                </Flex>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}

/** One question of the review: text, options, the candidate's answer, the key, the explanation, the comment. */
export function ReviewItem({ subject, number, statistics, feedback }: ReviewItemProps) {
  const { t } = useTranslation();
  const label = t('examResult.review.question', { number });
  const isChoice =
    subject.subjectType === SUBJECT_TYPE.singleChoice || subject.subjectType === SUBJECT_TYPE.multipleChoice;
  // The options come in the candidate's own order; their letters are the ones the answer page showed.
  const letters = shownLetters((subject.options ?? []).map((option) => option.key));
  const items = [
    {
      key: 'yourAnswer',
      label: t('examResult.review.yourAnswer'),
      children: <AnswerValue subjectType={subject.subjectType} value={subject.answer} letters={letters} />,
    },
    {
      key: 'correctAnswer',
      label: t('examResult.review.correctAnswer'),
      children: (
        <AnswerValue
          subjectType={subject.subjectType}
          value={subject.correctAnswer}
          letters={letters}
          isKey
        />
      ),
    },
  ];
  if (subject.explanation)
    items.push({
      key: 'explanation',
      label: t('examResult.review.explanation'),
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{subject.explanation}</Typography.Text>,
    });
  if (subject.graderComment)
    items.push({
      key: 'graderComment',
      label: t('examResult.review.graderComment'),
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{subject.graderComment}</Typography.Text>,
    });
  if (statistics)
    items.push({
      key: 'statistics',
      label: t('examResult.statistics.title'),
      children: (
        <Typography.Text>
          {t('examResult.statistics.correctRate', { rate: statistics.correctRate })} ·{' '}
          {t('examResult.statistics.answered', {
            answered: statistics.answeredCount,
            attempts: statistics.attemptCount,
            correct: statistics.correctCount,
          })}
        </Typography.Text>
      ),
    });

  return (
    <Card
      size="small"
      role="region"
      aria-label={label}
      title={
        <Flex gap="small" align="center" wrap>
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
            {label}
          </Typography.Title>
          <Typography.Text type="secondary">{t(TYPE_KEYS[subject.subjectType])}</Typography.Text>
          <Verdict subject={subject} />
        </Flex>
      }
      extra={feedback}
    >
      <Flex vertical gap="middle">
        <ContentViewer value={subject.subjectTitle} contentType={subject.subjectTitleContentType} />
        {isChoice && <ChoiceOptions subject={subject} statistics={statistics} letters={letters} />}
        <dl className="result-review-facts">
          {items.map((item) => (
            <div key={item.key}>
              <dt>{item.label}</dt>
              <dd>{item.children}</dd>
            </div>
          ))}
        </dl>
      </Flex>
    </Card>
  );
}
