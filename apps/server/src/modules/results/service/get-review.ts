import { AppError } from '@iexam/domain/errors';
import { isReviewAllowed } from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { getAttemptContent } from '../../attempts/service/attempt-content';
import { loadOwnResult, requireAnnounced } from './own-result';

/** Per-question review: the candidate's answer, the correct one and the explanation, only when review is open. */
export async function getReview(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const result = await loadOwnResult(db, candidate, examResultId, now);
  requireAnnounced(result);
  if (!isReviewAllowed(result.exam.reviewPolicy, result.attempt, result.examOverAt, now))
    throw new AppError('REVIEW_NOT_ALLOWED');
  const { subjects, answerOf } = await getAttemptContent(db, candidate.schoolId, result.attempt);
  return subjects.map((subject) => {
    const row = answerOf.get(subject.id);
    return {
      subjectId: subject.id,
      position: subject.position,
      subjectType: subject.subjectType,
      subjectTitle: subject.subjectTitle,
      subjectTitleContentType: subject.subjectTitleContentType,
      options: subject.options,
      score: subject.score,
      answer: row?.answer ?? null,
      earned: row?.score ?? 0,
      isCorrect: row?.isCorrect ?? false,
      correctAnswer: subject.correctAnswer ?? null,
      explanation: subject.explanation,
      graderComment: row?.graderComment ?? null,
    };
  });
}
