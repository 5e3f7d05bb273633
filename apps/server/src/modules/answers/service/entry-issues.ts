import type { EntryIssue } from '@iexam/domain/answers';
import { AppError } from '@iexam/domain/errors';

/** Refuses a save or an answers file with every issue of its entries (domain answerEntryIssues), the first as field. */
export function refuseEntryIssues(issues: EntryIssue[]): void {
  if (issues.length === 0) return;
  throw new AppError('VALIDATION_FAILED', {
    issues,
    field: issues[0]?.path,
    message: issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
  });
}
