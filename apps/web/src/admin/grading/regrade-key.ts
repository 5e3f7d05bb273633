import { SUBJECT_TYPE } from '@iexam/domain/subjects';

// A correct answer as the regrade form edits it: a fill-in's blanks one per line, accepted answers split by "|".

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The key as one line of text (the question list shows it). */
export function formatKey(subjectType: number, correctAnswer: unknown): string {
  switch (subjectType) {
    case SUBJECT_TYPE.multipleChoice:
      return list(correctAnswer).map(String).join(', ');
    case SUBJECT_TYPE.fillIn:
      return list(correctAnswer)
        .map((blank) => list(blank).map(String).join(' | '))
        .join(' ; ');
    default:
      return String(correctAnswer ?? '');
  }
}

/** The fill-in key as the form's text: one line per blank. */
export function blanksToText(correctAnswer: unknown): string {
  return list(correctAnswer)
    .map((blank) => list(blank).map(String).join(' | '))
    .join('\n');
}

/** The form's text back into blanks; empty lines and empty alternatives are dropped (the server names the rest). */
export function textToBlanks(text: string): string[][] {
  return text
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .filter((blank) => blank.length > 0);
}
