import type { SubjectType } from '../subjects';
import { answerSchemaFor } from './answer-shape';

export interface EntryIssue {
  path: string;
  message: string;
}

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
      return [{ path: `answers[${index}].subjectId`, message: 'not a subject of this paper' }];
    const parsed = answerSchemaFor(type).safeParse(entry.answer);
    return parsed.success
      ? []
      : [{ path: `answers[${index}].answer`, message: parsed.error.issues[0]?.message ?? 'not valid' }];
  });
}
