import { AppError } from '@iexam/domain/errors';
import {
  announcedResult,
  attemptTimeUsedSeconds,
  isReviewAllowed,
  isScoreAnnounced,
} from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import type { Db } from '../../../db/client';
import { getAttemptContent } from '../../attempts/service/attempt-content';
import { loadOwnResult } from './own-result';

/**
 * SPEC §7 achievement: the result page's summary. The score, the verdict and the pass mark only as announcedResult
 * allows (examResultFlag; nothing while grading), time used, and whether review is open.
 */
export async function getAchievement(
  db: Db,
  candidate: Candidate,
  input: { examResultId: number; examId: number },
  now: Date,
) {
  const result = await loadOwnResult(db, candidate, input.examResultId, now);
  const { attempt, exam } = result;
  if (attempt.examId !== input.examId) throw new AppError('NOT_FOUND');
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', { message: 'the attempt is still in progress' });
  const shown = announcedResult({ ...attempt, examResultFlag: result.examResultFlag }, exam, now);
  const isAnnounced = isScoreAnnounced({ ...attempt, examResultFlag: result.examResultFlag });
  const { subjects, answerOf } = await getAttemptContent(db, candidate.schoolId, attempt);
  return {
    examResultId: attempt.id,
    examId: exam.id,
    examName: exam.examName,
    sessionId: attempt.sessionId,
    status: attempt.status,
    isScoring: attempt.isScoring,
    examResultFlag: result.examResultFlag,
    score: shown.score,
    isPassed: shown.isPassed,
    paperScore: exam.paperScore,
    passScore: shown.passScore,
    startAnswerTime: attempt.startAnswerTime.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    timeUsedSeconds: attemptTimeUsedSeconds(attempt.startAnswerTime, attempt.submittedAt),
    subjectCount: subjects.length,
    answeredCount: subjects.filter((subject) => answerOf.has(subject.id)).length,
    correctCount: isAnnounced
      ? subjects.filter((subject) => answerOf.get(subject.id)?.isCorrect === true).length
      : null,
    isReviewAllowed: isAnnounced && isReviewAllowed(exam.reviewPolicy, attempt, result.examOverAt, now),
    appraisalDirection: attempt.appraisalDirection,
  };
}
