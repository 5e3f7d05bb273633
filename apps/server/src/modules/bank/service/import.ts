import { AppError, type ErrorIssue } from '@iexam/domain/errors';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../admin/audit';
import { type BankFile, readBankFile } from '../bank-file';
import { addKnowledgePoints, syncBankSubject } from '../repo';

export function validationFailed(issues: ErrorIssue[], what: string): AppError {
  const [first] = issues;
  return new AppError('VALIDATION_FAILED', {
    message: `${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} in the ${what}, first: ${first?.path}: ${first?.message}`,
    issues,
    ...(first ? { field: first.path } : {}),
  });
}

/**
 * Stores a file's subjects in the school's bank, all or nothing: any problem and nothing is written. Subjects are
 * matched by key, so importing the same file again changes nothing; the knowledge points it names are added.
 */
export async function importBankFile(db: Db, staff: Staff, file: BankFile, now: Date) {
  const read = await readBankFile(db, staff.schoolId, file);
  if (read.issues.length > 0) throw validationFailed(read.issues, `${file.format} file`);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    await addKnowledgePoints(tx, staff.schoolId, read.newKnowledgePoints);
    for (const item of read.subjects)
      counts[
        await syncBankSubject(
          tx,
          staff.schoolId,
          { key: item.key, subject: item.subject, source: file.format },
          now,
        )
      ]++;
    await recordAudit(tx, staff, {
      action: 'bank.import',
      target: 'bank',
      detail: {
        format: file.format,
        ...counts,
        knowledgePointsAdded: read.newKnowledgePoints.map((p) => p.key),
      },
    });
  });
  return { created: counts.created, updated: counts.updated };
}
