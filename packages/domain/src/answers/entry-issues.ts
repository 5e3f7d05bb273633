import type { ErrorIssue } from '../errors/app-error';
import { issueWords } from '../errors/issue-words';
import { issueTextOf } from '../errors/validation-issue';
import type { SubjectType } from '../subjects';
import { answerSchemaFor } from './answer-shape';

export type EntryIssue = ErrorIssue;

/** An answer's shape is zod's to name (validation.invalidType, …); only where it belongs is ours. */
const answerEntryWords = issueWords('answers', {
  notOnPaper: () => 'not a subject of this paper',
});

/** Every key of ours an entry's issue may carry, for the console's catalogues to hold. */
export const ANSWER_ENTRY_ISSUE_KEYS = answerEntryWords.keys;

/**
 * What is wrong with a list of answers against a paper (subjectId → subjectType): an entry whose subject is not on
 * the paper, or whose answer has not that subject's shape. Every save and every answers file is checked by this one
 * rule, and all issues are named at once, by their place in the list.
 */
export function answerEntryIssues(
  entries: readonly { subjectId: number; answer: unknown }[],
  typeOf: ReadonlyMap<number, SubjectType>,
): EntryIssue[] {
  return entries.flatMap((entry, index) => {
    const type = typeOf.get(entry.subjectId);
    if (type === undefined)
      return [{ path: `answers[${index}].subjectId`, ...answerEntryWords.say('notOnPaper') }];
    const parsed = answerSchemaFor(type).safeParse(entry.answer);
    if (parsed.success) return [];
    const [first] = parsed.error.issues;
    const text = first ? issueTextOf(first.code, { ...first }) : undefined;
    return [{ path: `answers[${index}].answer`, message: first?.message ?? 'not valid', ...text }];
  });
}
