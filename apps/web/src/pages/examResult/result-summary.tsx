import { ATTEMPT_DATE_TIMEZONE_HOURS, recordOutcome } from '@iexam/domain/exam-info';
import { Card, Descriptions, Flex, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Achievement } from '@/api/results';
import { Icon } from '@/components/icons';
import { formatExamTime } from '@/lib/exam-time';
import { useMinWidth } from '@/lib/use-min-width';
import { formatDuration } from './format-duration';

/** The headline: the score and the verdict exactly as the server gave them (null stays unsaid), or why not yet. */
function Headline({ summary }: { summary: Achievement }) {
  const { t } = useTranslation();
  const outcome = recordOutcome(summary);
  if (outcome.kind === 'grading' || summary.status === 'grading')
    return (
      <Flex vertical gap={4}>
        <Tag color="processing" style={{ alignSelf: 'start', fontSize: 16, padding: '4px 12px' }}>
          {t('examResult.summary.grading')}
        </Tag>
        <Typography.Text type="secondary">{t('examResult.summary.gradingHint')}</Typography.Text>
      </Flex>
    );
  if (summary.score === null && summary.isPassed === null)
    return (
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {t('examResult.summary.notAnnounced')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('examResult.summary.notAnnouncedHint')}</Typography.Text>
      </Flex>
    );
  return (
    <Flex gap={48} align="start" wrap>
      {summary.score !== null && (
        <Statistic
          title={t('examResult.summary.score')}
          value={summary.score}
          suffix={
            <Typography.Text type="secondary">
              {t('examResult.summary.paperScore', { paperScore: summary.paperScore })}
            </Typography.Text>
          }
          styles={{ content: { fontSize: 40, fontWeight: 600 } }}
        />
      )}
      {summary.isPassed !== null && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('examResult.summary.result')}</Typography.Text>
          <Tag
            color={summary.isPassed ? 'success' : 'error'}
            icon={<Icon name={summary.isPassed ? 'pass' : 'fail'} />}
            style={{ fontSize: 18, padding: '6px 14px', margin: 0 }}
          >
            {t(summary.isPassed ? 'examResult.summary.passed' : 'examResult.summary.failed')}
          </Tag>
        </Flex>
      )}
    </Flex>
  );
}

export interface ResultSummaryProps {
  summary: Achievement;
  /** The way back to the exam information page, and the appraisal choice. */
  extra?: ReactNode;
  footer?: ReactNode;
}

/** The attempt at a glance: headline, time used, dates, counts. */
export function ResultSummary({ summary, extra, footer }: ResultSummaryProps) {
  const { t } = useTranslation();
  const isSmall = useMinWidth('sm');
  const isLarge = useMinWidth('lg');
  const none = t('examResult.summary.none');
  // SPEC §9: dates as yyyy-MM-dd HH:mm. The achievement carries no time zone of its own, so attempt times are read at
  // the offset the records list uses for the same attempts (+8), named as every exam time is (issue 42).
  const dateTime = (value: string | null) =>
    value === null ? none : formatExamTime(value, ATTEMPT_DATE_TIMEZONE_HOURS, t);
  const items = [
    {
      key: 'timeUsed',
      label: t('examResult.summary.timeUsed'),
      children: summary.timeUsedSeconds === null ? none : formatDuration(summary.timeUsedSeconds, t),
    },
    {
      key: 'startedAt',
      label: t('examResult.summary.startedAt'),
      children: dateTime(summary.startAnswerTime),
    },
    {
      key: 'submittedAt',
      label: t('examResult.summary.submittedAt'),
      children: dateTime(summary.submittedAt),
    },
    {
      key: 'answered',
      label: t('examResult.summary.answered'),
      children: t('examResult.summary.countOf', {
        count: summary.answeredCount,
        total: summary.subjectCount,
      }),
    },
  ];
  if (summary.correctCount !== null)
    items.push({
      key: 'correct',
      label: t('examResult.summary.correct'),
      children: t('examResult.summary.countOf', { count: summary.correctCount, total: summary.subjectCount }),
    });
  if (summary.passScore !== null)
    items.push({
      key: 'passScore',
      label: t('examResult.summary.passScore'),
      children: t('examResult.summary.points', { score: summary.passScore }),
    });

  return (
    <Card
      // A long exam name wraps instead of being cut off on a phone, and the way back goes under it when the two do
      // not fit on one line (antd's card head keeps its title and extra on one line).
      title={
        <Flex wrap align="center" justify="space-between" gap={8} style={{ paddingBlock: 12 }}>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0, flex: '1 1 240px' }}>
            {summary.examName}
          </Typography.Title>
          {extra}
        </Flex>
      }
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      <section aria-label={t('examResult.summary.title')}>
        <Flex vertical gap="large">
          <Headline summary={summary} />
          <Descriptions size="small" column={isLarge ? 3 : isSmall ? 2 : 1} items={items} />
          {footer}
        </Flex>
      </section>
    </Card>
  );
}
