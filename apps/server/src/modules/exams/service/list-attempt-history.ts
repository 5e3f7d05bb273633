import { RECORDS_PAGE_SIZE } from '@iexam/domain/constants';
import { type AttemptHistory, recordOutcome } from '@iexam/domain/exam-info';
import { resultFlagInForce } from '@iexam/domain/results';
import type { ExamViewer } from '../../../access/exam-access';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { findAttemptHistory } from '../repo-info';

/**
 * SPEC §7 attempt history: the first page (30) of the candidate's finished attempts, newest first. What
 * examResultFlag hides (or its release time, issue 21) is nulled here, so a hidden score never leaves the server (SPEC §3 examResultFlag).
 */
export async function listAttemptHistory(
  db: Db,
  viewer: ExamViewer,
  examId: number,
  now: Date,
): Promise<AttemptHistory> {
  const { exam, candidate } = await requireAccess(db, viewer, { exam: examId }, now);
  if (!candidate) return { total: 0, records: [] };
  const { records, total } = await findAttemptHistory(
    db,
    exam.schoolId,
    exam.id,
    candidate,
    RECORDS_PAGE_SIZE,
  );
  const examResultFlag = resultFlagInForce(exam, now);
  return {
    total,
    records: records.map((record) => {
      const isScoring = record.status === 'grading' || record.isScoring === 1 ? 1 : 0;
      const outcome = recordOutcome({ ...record, isScoring, examResultFlag });
      return {
        examResultId: record.examResultId,
        examId: exam.id,
        sessionId: record.sessionId,
        startAnswerTime: record.startAnswerTime.toISOString(),
        score: outcome.kind === 'result' ? outcome.score : null,
        isPassed: outcome.kind === 'result' ? outcome.isPassed : null,
        isScoring,
        examResultFlag,
      };
    }),
  };
}
