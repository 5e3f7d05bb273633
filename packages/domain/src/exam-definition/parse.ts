import type { ErrorIssue } from '../errors/app-error';
import { type ExamDefinition, examDefinitionSchema } from './definition';
import { findExamRuleIssues } from './exam-rules';
import { definitionErrorMap, issuesFromZod, orderIssues } from './issues';
import { findPastAttemptIssues } from './past-attempt-rules';
import { findReferenceIssues, type KnownKeys } from './references';

export type ParseExamDefinitionResult =
  | { ok: true; value: ExamDefinition }
  | { ok: false; issues: ErrorIssue[] };

/**
 * Validates an exam definition file completely: every shape problem, every dangling or duplicate key and every
 * rule between fields, each with its path (`exams[2].sessions[0].beginTime`), so a bad file is fixed in one round.
 * Relative times (`now+2h`) resolve against `now`. `known` are the keys the school already has, which the file may
 * name without listing.
 */
export function parseExamDefinition(
  input: unknown,
  now: Date,
  options: { known?: KnownKeys } = {},
): ParseExamDefinitionResult {
  const parsed = examDefinitionSchema(now).safeParse(input, { error: definitionErrorMap });
  const issues = orderIssues([
    ...(parsed.success ? [] : issuesFromZod(parsed.error.issues)),
    ...findReferenceIssues(input, options.known),
    ...findExamRuleIssues(input, now),
  ]);
  // Past attempts are graded against their papers, so only a file otherwise valid is checked (a wrong key would
  // otherwise be reported again as every score it changes).
  if (parsed.success && issues.length === 0) issues.push(...findPastAttemptIssues(parsed.data));
  if (parsed.success && issues.length === 0) return { ok: true, value: parsed.data };
  return { ok: false, issues };
}
