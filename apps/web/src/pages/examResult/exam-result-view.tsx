import { isScoreAnnounced } from '@iexam/domain/results';
import { Flex } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { type Achievement, type ResultAccess, recordLearnEvent } from '@/api/results';
import { HydratedApart } from '@/components/hydrated-apart';
import { AppraisalDirection } from '@/features/appraisal-direction/appraisal-direction';
import { AbilitySection } from './ability-section';
import { CalmState } from './calm-state';
import { KnowledgeSection } from './knowledge-section';
import { ProgramSection } from './program-section';
import { ResultSummary } from './result-summary';
import { ReviewSection } from './review-section';

export interface ExamResultViewProps {
  access: ResultAccess;
  summary: Achievement;
  /** The way back to the exam information page. */
  back: ReactNode;
}

/**
 * The summary, then what the flag and the review policy let the candidate see. The details are only asked for when
 * the summary says the score is announced (they would answer 6302 otherwise); the review only when it is open.
 */
export function ExamResultView({ access, summary, back }: ExamResultViewProps) {
  const isAnnounced = isScoreAnnounced(summary);
  const isGrading = summary.isScoring === 1 || summary.status !== 'graded';
  const { schoolId, examResultId, token } = access;
  // SPEC §7 event/learn: the server counts a view once per attempt, so a re-render or reload may report again. A
  // failed report costs the candidate nothing and is not shown.
  useEffect(() => {
    recordLearnEvent({ schoolId, examResultId, token }, 'exam_result_viewed').catch(() => undefined);
  }, [schoolId, examResultId, token]);
  return (
    <Flex vertical gap="large">
      <HydratedApart>
        <ResultSummary
          summary={summary}
          extra={back}
          footer={isAnnounced && <AppraisalDirection access={access} value={summary.appraisalDirection} />}
        />
      </HydratedApart>
      {!isAnnounced ? (
        <CalmState reason={isGrading ? 'grading' : 'notAnnounced'} />
      ) : (
        <>
          {/* Side by side where both fit, else one above the other: flex, not antd's grid, whose media-query
              styles would weigh on a page the server draws (decision 0045). */}
          <Flex wrap gap={24}>
            <div style={{ flex: '14 1 420px', minWidth: 0 }}>
              <HydratedApart>
                <KnowledgeSection access={access} />
              </HydratedApart>
            </div>
            <div style={{ flex: '10 1 300px', minWidth: 0 }}>
              <HydratedApart>
                <AbilitySection access={access} />
              </HydratedApart>
            </div>
          </Flex>
          <HydratedApart>
            {summary.isReviewAllowed ? (
              <ReviewSection access={access} />
            ) : (
              <CalmState reason="reviewClosed" />
            )}
          </HydratedApart>
        </>
      )}
      <HydratedApart>
        <ProgramSection access={access} />
      </HydratedApart>
    </Flex>
  );
}
