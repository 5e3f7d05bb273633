import { ATTEMPT_DATE_TIMEZONE_HOURS, type PastAttempt, recordOutcome } from '@iexam/domain/exam-info';
import { formatDate } from '@iexam/domain/time';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { formatExamDate } from '@/lib/exam-time';

export interface RecordsListProps {
  records: readonly PastAttempt[];
  onOpen: (attempt: PastAttempt) => void;
}

function Outcome({ attempt }: { attempt: PastAttempt }) {
  const { t } = useTranslation();
  const outcome = recordOutcome(attempt);
  switch (outcome.kind) {
    case 'grading':
      return <Tag color="processing">{t('records.grading')}</Tag>;
    case 'notAnnounced':
      return <Typography.Text type="secondary">{t('records.notAnnounced')}</Typography.Text>;
    case 'result':
      return (
        <Flex gap="small" align="center">
          {outcome.score !== null && (
            <Typography.Text strong>{t('records.score', { score: outcome.score })}</Typography.Text>
          )}
          {outcome.isPassed !== null && (
            <Tag
              color={outcome.isPassed ? 'success' : 'error'}
              icon={<Icon name={outcome.isPassed ? 'pass' : 'fail'} />}
            >
              {t(outcome.isPassed ? 'records.passed' : 'records.failed')}
            </Tag>
          )}
        </Flex>
      );
    default: {
      const unknown: never = outcome;
      return unknown;
    }
  }
}

/**
 * SPEC §2 records list: each attempt's start date (yyyy-MM-dd at +8, the zone named) and what examResultFlag lets it
 * show.
 */
export function RecordsList({ records, onOpen }: RecordsListProps) {
  const { t } = useTranslation();
  if (records.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('records.empty')} />;
  }
  return (
    <ul aria-label={t('records.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {records.map((attempt) => {
        const date = formatDate(new Date(attempt.startAnswerTime), ATTEMPT_DATE_TIMEZONE_HOURS);
        return (
          <li key={attempt.examResultId} style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Flex
              role="button"
              tabIndex={0}
              // The row's own words (date, score, result) are its name, as a screen reader user hears them and a
              // voice user says them (axe label-content-name-mismatch); what it does is its description.
              title={t('records.open', { date })}
              justify="space-between"
              align="center"
              gap="small"
              style={{ padding: '10px 4px', cursor: 'pointer' }}
              onClick={() => onOpen(attempt)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(attempt);
                }
              }}
            >
              <Typography.Text style={{ minWidth: 0 }}>
                {formatExamDate(attempt.startAnswerTime, ATTEMPT_DATE_TIMEZONE_HOURS, t)}
              </Typography.Text>
              {/* A date with its zone can take two lines; the score and verdict beside it keep theirs whole. */}
              <span style={{ flex: 'none' }}>
                <Outcome attempt={attempt} />
              </span>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
