import { lockAttempt } from '../../../db/attempt-lock';
import type { Db } from '../../../db/client';
import { recomputeOutcome } from '../../attempts/service/recompute-outcome';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { findHandedInAttemptsOfExam } from '../repo';
import { queueJudging } from './queue-judging';

/**
 * Staff re-judge an exam after changing its cases (issue 19): every program of its handed-in attempts goes back to
 * the judge, its attempt waits in 'grading' until the judge has run it again, and grades people gave stay.
 */
export async function rejudgeExam(db: Db, staff: { schoolId: string }, examId: number, now: Date) {
  await loadExamOfAttempt(db, staff.schoolId, examId);
  const attemptIds = await findHandedInAttemptsOfExam(db, staff.schoolId, examId);
  let queued = 0;
  for (const examResultId of attemptIds)
    queued += await db.transaction(async (tx) => {
      // Locked before its grades are cleared, as every grading of an attempt is (a judge result landing meanwhile waits).
      await lockAttempt(tx, staff.schoolId, examResultId);
      const count = await queueJudging(tx, staff.schoolId, examResultId, now);
      if (count > 0) await recomputeOutcome(tx, staff.schoolId, examResultId);
      return count;
    });
  return { examId, attemptCount: attemptIds.length, queuedCount: queued };
}
