import { shownAttemptStatus } from '@iexam/domain/results';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type AttemptResult, attemptResultQueryOptions } from '@/api/attempts';
import { PageResult } from '@/components/page-result';
import { paths } from '@/lib/routes';

export interface AttemptOutcomeProps {
  schoolId: string;
  examId: number;
  examResultId: number;
  examName: string;
  sessionId: number | null;
  /** An open-link visitor (issue 7): the way back is the open page, the result is reached by identifyCode. */
  openVisitor: { token: string; identifyCode: string } | null;
  /** The hand-in's own answer, when this page handed in. */
  result: AttemptResult | null;
  /** "Download my answers" when answers are left unsaved. */
  extra?: ReactNode;
  /** The staff member's reason when staff handed the attempt in (issue 21). */
  staffReason?: string | null;
}

/** After the hand-in: the attempt's state, the score and pass only as the result call gives them, and the way back. */
export function AttemptOutcome({
  schoolId,
  examId,
  examResultId,
  examName,
  sessionId,
  openVisitor,
  result,
  extra,
  staffReason = null,
}: AttemptOutcomeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identifyCode = openVisitor?.identifyCode ?? null;
  const examInfoHref = openVisitor
    ? paths.openExamInfo(schoolId, { examId, sessionId, identifyCode })
    : paths.examInfo(schoolId, { examId });
  const resultHref = paths.examResult(schoolId, { examId, examResultId, sessionId, identifyCode });
  const go = (href: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void navigate(href);
  };
  const fetched = useQuery({
    ...attemptResultQueryOptions(schoolId, examResultId, openVisitor?.token),
    enabled: result === null,
  });
  const outcome = result ?? fetched.data;
  const status = outcome ? shownAttemptStatus(outcome) : 'submitted';
  const items = [
    { key: 'status', label: t('examContent.outcome.status'), children: t(`examContent.status.${status}`) },
  ];
  // Said always, so that a candidate handed in by the clock or the leave limit is not left to guess.
  if (outcome?.handInReason)
    items.push({
      key: 'reason',
      label: t('examContent.outcome.reason.label'),
      children:
        outcome.handInReason === 'staff' && staffReason
          ? t('examContent.outcome.reason.staffWithReason', { reason: staffReason })
          : t(`examContent.outcome.reason.${outcome.handInReason}`),
    });
  if (outcome && outcome.score !== null)
    items.push({
      key: 'score',
      label: t('examContent.outcome.score'),
      children: t('examContent.outcome.points', { score: outcome.score }),
    });
  if (outcome && outcome.isPassed !== null)
    items.push({
      key: 'passed',
      label: t('examContent.outcome.result'),
      children: outcome.isPassed ? t('examContent.outcome.passed') : t('examContent.outcome.failed'),
    });

  return (
    <PageResult
      status="success"
      title={t('examContent.outcome.title')}
      subTitle={examName}
      extra={
        <Flex gap="middle" justify="center" wrap>
          {extra}
          <Button href={resultHref} onClick={go(resultHref)}>
            {t('openLink.outcome.viewResult')}
          </Button>
          <Button type="primary" href={examInfoHref} onClick={go(examInfoHref)}>
            {t('examContent.outcome.back')}
          </Button>
        </Flex>
      }
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        items={items}
        style={{ maxWidth: 480, margin: '0 auto' }}
      />
    </PageResult>
  );
}
