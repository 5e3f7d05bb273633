import { AppError } from '@iexam/domain/errors';
import { isScoreAnnounced, resultFlagInForce } from '@iexam/domain/results';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { loadExamSettings } from '../../exams/service/attempt-settings';

/** The candidate's own attempt with its exam (and session), for every results call. */
export async function loadOwnResult(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  const { exam, session } = await loadExamSettings(db, candidate.schoolId, attempt.examId, attempt.sessionId);
  // Before the release time nothing is announced, whatever the flag says (issue 21).
  const examResultFlag = resultFlagInForce(exam, now);
  return { attempt, exam, examOverAt: session?.endTime ?? exam.endTime, examResultFlag };
}

/** Details reveal the score: refused unless the flag shows one and grading is over (SPEC §3 examResultFlag). */
export function requireAnnounced(result: Awaited<ReturnType<typeof loadOwnResult>>) {
  if (!isScoreAnnounced({ ...result.attempt, examResultFlag: result.examResultFlag }))
    throw new AppError('RESULT_NOT_ANNOUNCED');
}
