import { AppError } from '@iexam/domain/errors';
import { isReviewAllowed, isScoreAnnounced, programAnalysisEntry } from '@iexam/domain/results';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { getAttemptContent } from '../../attempts/service/attempt-content';
import { loadExamSettings } from '../../exams/service/attempt-settings';

/**
 * SPEC §7 programAnalysis/{id}: the code subjects (subjectType 5) of the candidate's own handed-in attempt. What each
 * entry shows is programAnalysisEntry's rule (examResultFlag, review policy). No judge runs code yet, so every
 * entry says judgeState 'not_run' with no case results; the judge issue will pass its stored results in here.
 */
export async function getProgramAnalysis(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', { message: 'the attempt is still in progress' });
  const { exam, session } = await loadExamSettings(db, candidate.schoolId, attempt.examId, attempt.sessionId);
  const isAnnounced = isScoreAnnounced({ ...attempt, examResultFlag: exam.examResultFlag });
  const isOpen = isReviewAllowed(exam.reviewPolicy, attempt, session?.endTime ?? exam.endTime, now);
  const { subjects, answerOf } = await getAttemptContent(db, candidate.schoolId, attempt);
  return subjects
    .filter((subject) => subject.subjectType === SUBJECT_TYPE.code)
    .map((subject) =>
      programAnalysisEntry({
        subject,
        answer: answerOf.get(subject.id),
        caseResults: null,
        isScoreAnnounced: isAnnounced,
        isReviewAllowed: isOpen,
      }),
    );
}
