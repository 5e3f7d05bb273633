import type { z } from 'zod';
import type { ErrorIssue } from '../errors/app-error';
import { type IssueText, issueTextOf } from '../errors/validation-issue';
import { definitionWords } from './rule-words';

const SECTION_ORDER = [
  'school',
  'users',
  'groups',
  'courses',
  'knowledgePoints',
  'abilityDimensions',
  'videos',
  'exams',
];

/** `exams[2].sessions[0].beginTime` from zod's ['exams', 2, 'sessions', 0, 'beginTime']. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  const text = path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
  return text || '(file)';
}

const REQUIRED = definitionWords.say('required');

/** zod's message for a missing field names types; a person fixing a file wants to read "required". */
export const definitionErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED.message : undefined;

/**
 * Issue 35: the key the console says an issue by. "required" is the schemas' word for a missing field and an empty
 * key alike, and zod's issue no longer holds the input that told them apart; a custom issue names its own key in
 * `params` (user names, times); any other is zod's kind of issue with its limits.
 */
function translatable(issue: z.core.$ZodIssue): IssueText | Record<string, never> {
  if (issue.message === REQUIRED.message) return REQUIRED;
  return issueTextOf(issue.code, { ...issue }) ?? {};
}

/**
 * One issue per unknown field, at the field's own path: a misspelt `isPubilc` must not pass silently. `at` leads
 * every path (e.g. ['rows', 3] for one row of a list checked on its own).
 */
export function issuesFromZod(
  issues: readonly z.core.$ZodIssue[],
  at: readonly PropertyKey[] = [],
): ErrorIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: formatIssuePath([...at, ...issue.path, key]),
          ...definitionWords.say('unknownField'),
        }))
      : [{ path: formatIssuePath([...at, ...issue.path]), message: issue.message, ...translatable(issue) }],
  );
}

const TOKEN = /([^.[\]]+)|\[(\d+)\]/g;
function tokens(path: string): (string | number)[] {
  return [...path.matchAll(TOKEN)].map((match) =>
    match[2] === undefined ? String(match[1]) : Number(match[2]),
  );
}

function compareTokens(a: (string | number)[], b: (string | number)[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const left = a[index] as string | number;
    const right = b[index] as string | number;
    if (left === right) continue;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    if (index === 0) {
      const rank = (token: string | number) => {
        const found = SECTION_ORDER.indexOf(String(token));
        return found === -1 ? SECTION_ORDER.length : found;
      };
      if (rank(left) !== rank(right)) return rank(left) - rank(right);
    }
    return String(left) < String(right) ? -1 : 1;
  }
  return a.length - b.length;
}

/** Sorted the way the file reads (section, then entry by entry) and without repeats, so the first is the first. */
export function orderIssues(issues: readonly ErrorIssue[]): ErrorIssue[] {
  const seen = new Set<string>();
  const unique = issues.filter((issue) => {
    const id = `${issue.path}\n${issue.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return unique
    .map((issue) => ({ issue, key: tokens(issue.path) }))
    .sort((left, right) => compareTokens(left.key, right.key))
    .map(({ issue }) => issue);
}
