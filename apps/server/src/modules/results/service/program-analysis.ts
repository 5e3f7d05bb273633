import { AppError } from '@iexam/domain/errors';
import {
  isReviewAllowed,
  isScoreAnnounced,
  programAnalysisEntry,
  resultFlagInForce,
} from '@iexam/domain/results';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { getAttemptContent } from '../../attempts/service/attempt-content';
import { loadExamSettings } from '../../exams/service/attempt-settings';
import { findCaseResultsOfAttempt } from '../../judge/service/case-results';

/**
 * SPEC §7 programAnalysis/{id}: the code subjects (subjectType 5) of the candidate's own handed-in attempt. What each
 * entry shows is programAnalysisEntry's rule (examResultFlag, review policy); the case results are the judge's
 * (issue 19), null for a program it has not run yet.
 */
export async function getProgramAnalysis(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', { message: 'the attempt is still in progress' });
  const { exam, session } = await loadExamSettings(db, candidate.schoolId, attempt.examId, attempt.sessionId);
  const isAnnounced = isScoreAnnounced({ ...attempt, examResultFlag: resultFlagInForce(exam, now) });
  const isOpen = isReviewAllowed(exam.reviewPolicy, attempt, session?.endTime ?? exam.endTime, now);
  const [{ subjects, answerOf }, caseResultsOf] = await Promise.all([
    getAttemptContent(db, candidate.schoolId, attempt),
    findCaseResultsOfAttempt(db, candidate.schoolId, attempt.id),
  ]);
  return subjects
    .filter((subject) => subject.subjectType === SUBJECT_TYPE.code)
    .map((subject) =>
      programAnalysisEntry({
        subject,
        answer: answerOf.get(subject.id),
        caseResults: caseResultsOf.get(subject.id) ?? null,
        isScoreAnnounced: isAnnounced,
        isReviewAllowed: isOpen,
      }),
    );
}
