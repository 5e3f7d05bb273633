import type { ExamDefinitionExam } from '@iexam/domain/exam-definition';
import { eq } from 'drizzle-orm';
import type { Staff } from '../../../access/who';
import type { Db, DbOrTx } from '../../../db/client';
import { bumpCacheVersion, clearProcessCache } from '../../../db/process-cache';
import { schools } from '../../../db/schema';
import { recordAudit } from '../audit';
import { importExam } from '../import-exam';
import type { SchoolKeys } from '../school-keys';
import { emptySummary, hasChanges, type ImportSummary } from '../summary';

async function schoolTimezone(db: DbOrTx, schoolId: string) {
  const [row] = await db
    .select({ timezoneHours: schools.timezoneHours })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return row?.timezoneHours ?? 8;
}

/**
 * Writes one checked exam through the import's own code (importExam), after `before` (an edit's paper versions)
 * in the same transaction, with the audit entry of what changed. Caches of papers and settings are dropped when
 * anything changed.
 */
export async function writeExam(
  db: Db,
  staff: Staff,
  input: { exam: ExamDefinitionExam; keys: SchoolKeys; action: string },
  before?: (tx: DbOrTx) => Promise<void>,
): Promise<{ examId: number; summary: ImportSummary }> {
  const summary = emptySummary();
  const examId = await db.transaction(async (tx) => {
    await before?.(tx);
    const timezoneHours = await schoolTimezone(tx, staff.schoolId);
    const id = await importExam(tx, staff.schoolId, timezoneHours, input.exam, input.keys, summary);
    if (hasChanges(summary)) await bumpCacheVersion(tx);
    await recordAudit(tx, staff, {
      action: input.action,
      target: `exam:${id}`,
      detail: { key: input.exam.key, ...summary },
    });
    return id;
  });
  clearProcessCache(db);
  return { examId, summary };
}
