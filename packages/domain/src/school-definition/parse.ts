import type { ErrorIssue } from '../errors/app-error';
import { findReferenceIssues } from './references';
import { findRuleIssues } from './rules';
import { type SchoolDefinition, schoolDefinitionSchema } from './school-definition';

export type ParseResult = { ok: true; value: SchoolDefinition } | { ok: false; issues: ErrorIssue[] };

/** `exams[2].sessions[0].beginTime` from zod's ['exams', 2, 'sessions', 0, 'beginTime']. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

/**
 * Validates a definition file completely: every shape problem, every dangling or duplicate key and every rule
 * between fields, each with its path, so a bad file is fixed in one round.
 */
export function parseSchoolDefinition(input: unknown, now: Date): ParseResult {
  const parsed = schoolDefinitionSchema(now).safeParse(input);
  const issues: ErrorIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: formatIssuePath(issue.path) || '(file)',
        message: issue.message,
      }));
  issues.push(...findReferenceIssues(input));
  issues.push(...findRuleIssues(input, now));
  return issues.length === 0 && parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues };
}
