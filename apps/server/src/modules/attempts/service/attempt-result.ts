import { pageHandInReason } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import { recordOutcome } from '@iexam/domain/exam-info';
import { resultFlagInForce } from '@iexam/domain/results';
import { requireAttemptClient } from '../../../access/attempt-access';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { submitAttempt } from './submit-attempt';

/** SPEC §7 result: the attempt's state and what examResultFlag (from its release time) lets its candidate see. */
export async function getAttemptResult(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  const exam = await loadExamOfAttempt(db, candidate.schoolId, attempt.examId);
  const examResultFlag = resultFlagInForce(exam, now);
  const outcome = recordOutcome({ ...attempt, examResultFlag });
  return {
    examResultId: attempt.id,
    examId: attempt.examId,
    status: attempt.status,
    isScoring: attempt.isScoring,
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    handInReason: attempt.handInReason,
    examResultFlag,
    score: outcome.kind === 'result' ? outcome.score : null,
    isPassed: outcome.kind === 'result' ? outcome.isPassed : null,
  };
}

/**
 * SPEC §7 doExam: the candidate hands the attempt in; a second hand-in changes nothing and answers the same. A tab
 * the attempt was taken over from (another client id) cannot hand it in behind the active one's back.
 */
export async function handIn(
  db: Db,
  candidate: Candidate,
  examResultId: number,
  now: Date,
  {
    clientId,
    isTimeUp = false,
    isDesktopClient,
  }: { clientId?: string | undefined; isTimeUp?: boolean | undefined; isDesktopClient: boolean },
) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  requireAttemptClient(
    await loadExamOfAttempt(db, candidate.schoolId, attempt.examId),
    attempt,
    isDesktopClient,
  );
  if (
    attempt.status === 'in_progress' &&
    clientId &&
    attempt.activeClientId &&
    attempt.activeClientId !== clientId
  )
    throw new AppError('ATTEMPT_TAKEN_OVER');
  if (attempt.status === 'in_progress')
    await submitAttempt(
      db,
      candidate.schoolId,
      attempt.id,
      now,
      pageHandInReason({ isTimeUp, deadline: attempt.deadline, now }),
    );
  return getAttemptResult(db, candidate, examResultId, now);
}
