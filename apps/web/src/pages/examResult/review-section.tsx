import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerStatisticsQueryOptions, type ResultAccess, reviewQueryOptions } from '@/api/results';
import { LoadingBlock } from '@/components/loading-block';
import { FeedbackButton } from '@/features/subject-feedback/feedback-button';
import { DetailError } from './calm-state';
import { ReviewItem } from './review-item';

/** The per-question review with everyone's statistics beside each question (both open only with review). */
export function ReviewSection({ access }: { access: ResultAccess }) {
  const { t } = useTranslation();
  const review = useQuery(reviewQueryOptions(access));
  // The statistics only add to the review: it waits for them to settle (one render of the list, not two), and
  // shows without them when they fail.
  const statistics = useQuery(answerStatisticsQueryOptions(access));
  const statisticsOf = new Map(statistics.data?.map((entry) => [entry.subjectId, entry]));
  return (
    <section aria-labelledby="result-review-title">
      <Typography.Title level={2} id="result-review-title" style={{ fontSize: 18 }}>
        {t('examResult.review.title')}
      </Typography.Title>
      {review.error ? (
        <DetailError error={review.error} />
      ) : !review.data || statistics.isPending ? (
        <LoadingBlock />
      ) : (
        <Flex vertical gap="middle">
          {[...review.data]
            .sort((a, b) => a.position - b.position)
            .map((subject, index) => (
              <ReviewItem
                key={subject.subjectId}
                subject={subject}
                number={index + 1}
                statistics={statisticsOf.get(subject.subjectId)}
                feedback={<FeedbackButton access={access} subjectId={subject.subjectId} number={index + 1} />}
              />
            ))}
        </Flex>
      )}
    </section>
  );
}
