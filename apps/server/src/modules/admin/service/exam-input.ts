import { AppError, type ErrorIssue } from '@iexam/domain/errors';
import { type ExamDefinitionExam, parseExamItem } from '@iexam/domain/exam-definition';
import type { DbOrTx } from '../../../db/client';
import { findSchoolKeys } from '../repo';
import { knownKeysOf, type SchoolKeys } from '../school-keys';

export function validationFailed(issues: ErrorIssue[], what = 'the exam'): AppError {
  const [first] = issues;
  const count = issues.length;
  return new AppError('VALIDATION_FAILED', {
    message: `${count} ${count === 1 ? 'problem' : 'problems'} in ${what}, first: ${first?.path}: ${first?.message}`,
    issues,
    ...(first ? { field: first.path } : {}),
  });
}

function accommodationUserNames(exam: unknown): string[] {
  const list = (exam as { accommodations?: unknown } | null)?.accommodations;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const user = (item as { user?: unknown } | null)?.user;
    return typeof user === 'string' ? [user.trim()] : [];
  });
}

/**
 * An exam of the console's body checked by the import's own rules against what the school has (its groups,
 * courses, knowledge points, abilities, videos and the accounts it names), each problem at its path in the body
 * (`exam.sessions[0].beginTime`). Throws VALIDATION_FAILED with all of them.
 */
export async function checkExamBody(
  db: DbOrTx,
  schoolId: string,
  exam: unknown,
  now: Date,
  /** Problems the caller found on its own (a key taken, a key changed), reported with the rest. */
  extraIssues: ErrorIssue[] = [],
): Promise<{ exam: ExamDefinitionExam; keys: SchoolKeys }> {
  const keys = await findSchoolKeys(db, schoolId, accommodationUserNames(exam));
  const parsed = parseExamItem(exam, now, knownKeysOf(keys));
  const issues = [...(parsed.ok ? [] : parsed.issues), ...extraIssues];
  if (!parsed.ok || issues.length > 0) throw validationFailed(issues);
  return { exam: parsed.value, keys };
}

/** The exam's key as the body gives it (trimmed, as the schema stores it). */
export function keyInBody(exam: unknown): string | undefined {
  const key = (exam as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key.trim() : undefined;
}
