import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { bumpCacheVersion, clearProcessCache } from '../../../db/process-cache';
import { recordAudit } from '../audit';
import { setExamStatus } from '../repo-exam-admin';
import { requireExam } from './read-exam';

/** Shows (1) or hides (0) the exam to candidates. */
export async function setExamPublished(db: Db, staff: Staff, examId: number, isPublished: boolean) {
  const row = await requireExam(db, staff.schoolId, examId);
  const examStatus = isPublished ? 1 : 0;
  if (row.examStatus !== examStatus)
    await db.transaction(async (tx) => {
      await setExamStatus(tx, staff.schoolId, examId, examStatus);
      await bumpCacheVersion(tx);
      await recordAudit(tx, staff, {
        action: isPublished ? 'exam.publish' : 'exam.unpublish',
        target: `exam:${examId}`,
        detail: { key: row.key },
      });
    });
  clearProcessCache(db);
  return { examStatus };
}
