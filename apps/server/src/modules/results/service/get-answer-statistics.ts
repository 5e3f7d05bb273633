import { AppError } from '@iexam/domain/errors';
import { answerStatistics, isReviewAllowed } from '@iexam/domain/results';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import type { Candidate } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { getAttemptContent } from '../../attempts/service/attempt-content';
import { findSubmittedAnswersOfPaper } from '../repo';
import { loadOwnResult, requireAnnounced } from './own-result';

/**
 * SPEC §7 getStuAnswerStatistics: per question of the attempt's paper, across every submitted attempt on it: the
 * correct rate and the choice distribution. Open with review only (a distribution would hint the key to anyone
 * still writing).
 */
export async function getAnswerStatistics(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const result = await loadOwnResult(db, candidate, examResultId, now);
  requireAnnounced(result);
  if (!isReviewAllowed(result.exam.reviewPolicy, result.attempt, result.examOverAt, now))
    throw new AppError('REVIEW_NOT_ALLOWED');
  const { subjects } = await getAttemptContent(db, candidate.schoolId, result.attempt);
  const across = await findSubmittedAnswersOfPaper(
    db,
    candidate.schoolId,
    result.exam.id,
    result.attempt.paperId,
  );
  const isChoice = (type: number) =>
    type === SUBJECT_TYPE.singleChoice || type === SUBJECT_TYPE.multipleChoice;
  return answerStatistics(
    subjects.map((subject) => ({
      subjectId: subject.id,
      isChoice: isChoice(subject.subjectType),
      optionKeys: subject.options.map((option) => option.key),
    })),
    across.attemptCount,
    across.answers,
  );
}
