import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recomputeOutcome } from '../../attempts/service/recompute-outcome';
import { auditScoreChanges, readScores } from '../../attempts/service/score-audit';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { findHandedInAttemptsOfExam } from '../repo';
import { queueJudging } from './queue-judging';

/**
 * Staff re-judge an exam after changing its cases (issue 19): every program of its handed-in attempts goes back to
 * the judge, its attempt waits in 'grading' until the judge has run it again, and grades people gave stay. Each
 * program's score the re-judge takes away is audited for the staff member, old → waiting (grade.rejudge, issue 40),
 * and so is the judge's new one when it lands (grade.judged, judgeRun).
 */
export async function rejudgeExam(db: Db, staff: Staff, examId: number, now: Date) {
  await loadExamOfAttempt(db, staff.schoolId, examId);
  const attemptIds = await findHandedInAttemptsOfExam(db, staff.schoolId, examId);
  let queued = 0;
  for (const examResultId of attemptIds)
    queued += await db.transaction(async (tx) => {
      // Locked before its grades are cleared, as every grading of an attempt is (a judge result landing meanwhile
      // waits); readScores takes the lock and reads the scores the re-judge starts from.
      const before = await readScores(tx, staff.schoolId, examResultId);
      const count = await queueJudging(tx, staff.schoolId, examResultId, { at: now, byUserId: staff.userId });
      if (count > 0) {
        await recomputeOutcome(tx, staff.schoolId, examResultId);
        await auditScoreChanges(tx, staff, before, { action: 'grade.rejudge' });
      }
      return count;
    });
  return { examId, attemptCount: attemptIds.length, queuedCount: queued };
}
