import type { ErrorIssue } from '@iexam/domain/errors';

export type FieldPath = (string | number)[];

/** `exam.sessions[0].beginTime` → ['sessions', 0, 'beginTime'] when the form holds `exam`; undefined when outside it. */
export function issuePathToName(path: string, root?: string): FieldPath | undefined {
  const parts: FieldPath = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) parts.push(Number(match[2]));
    else if (match[1] !== undefined) parts.push(match[1]);
  }
  if (parts.length === 0) return undefined;
  if (root === undefined) return parts;
  return parts[0] === root ? parts.slice(1) : undefined;
}

export interface FieldIssues {
  name: FieldPath;
  errors: string[];
}

/**
 * The issues grouped by the form field they name, the nearest registered field when the path goes deeper than any
 * (a `correctAnswer[1][0]` lands on `correctAnswer`); `isField` says which names the form holds, `textOf` what each
 * says (useIssueText: in the user's language). Issues that name no field are returned apart, for the summary only.
 */
export function issuesByField(
  issues: readonly ErrorIssue[],
  isField: (name: FieldPath) => boolean,
  textOf: (issue: ErrorIssue) => string,
  root?: string,
): { fields: FieldIssues[]; unplaced: ErrorIssue[] } {
  const byKey = new Map<string, FieldIssues>();
  const unplaced: ErrorIssue[] = [];
  for (const issue of issues) {
    const full = issuePathToName(issue.path, root);
    let name = full;
    while (name && name.length > 0 && !isField(name)) name = name.slice(0, -1);
    if (!name || name.length === 0) {
      unplaced.push(issue);
      continue;
    }
    const key = JSON.stringify(name);
    const entry = byKey.get(key) ?? { name, errors: [] };
    entry.errors.push(textOf(issue));
    byKey.set(key, entry);
  }
  return { fields: [...byKey.values()], unplaced };
}
