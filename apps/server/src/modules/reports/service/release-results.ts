import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { bumpCacheVersion, clearProcessCache } from '../../../db/process-cache';
import { recordAudit } from '../../admin/audit';
import { setResultRelease } from '../repo';
import { requireReportExam } from './list-results';

/**
 * Releases an exam's results (issue 21): the flag says what is announced (SPEC §3 examResultFlag), the release time
 * from when (null: now). Candidates read the exam from the process cache, so the change bumps its version as a
 * publish does.
 */
export async function releaseResults(
  db: Db,
  staff: Staff,
  examId: number,
  input: { examResultFlag: number; releaseAt?: Date | undefined; reason?: string | undefined },
  now: Date,
) {
  const exam = await requireReportExam(db, staff, examId, now);
  const release = { examResultFlag: input.examResultFlag, resultReleaseAt: input.releaseAt ?? null };
  await db.transaction(async (tx) => {
    await setResultRelease(tx, staff.schoolId, examId, release);
    await bumpCacheVersion(tx);
    await recordAudit(tx, staff, {
      action: 'results.release',
      target: `exam:${examId}`,
      detail: {
        key: exam.key,
        from: {
          examResultFlag: exam.examResultFlag,
          resultReleaseAt: exam.resultReleaseAt?.toISOString() ?? null,
        },
        examResultFlag: release.examResultFlag,
        resultReleaseAt: release.resultReleaseAt?.toISOString() ?? null,
        reason: input.reason ?? '',
      },
    });
  });
  clearProcessCache(db);
  return {
    examResultFlag: release.examResultFlag,
    resultReleaseAt: release.resultReleaseAt?.toISOString() ?? null,
  };
}
