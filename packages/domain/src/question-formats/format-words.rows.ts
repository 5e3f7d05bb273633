// Helpers of format-words.test.ts's tables (this file and format-words.unsupported-rows.ts): small question files
// in each format, and the row each refusal must match.
import { strToU8, zipSync } from 'fflate';
import type { ErrorIssue } from '../errors/app-error';
import type { Subject } from './common';
import { fromMoodleXml } from './moodle-xml';
import { fromQti } from './qti';

export const issuesOf = (read: () => { issues: ErrorIssue[] }) => (): ErrorIssue[] => read().issues;

/** One Moodle question named `q` of `type`, its text `T`, with the elements of `inner`. */
export const moodle = (type: string, inner: string) =>
  issuesOf(() =>
    fromMoodleXml(
      `<quiz><question type="${type}"><name><text>q</text></name><questiontext><text>T</text></questiontext>${inner}</question></quiz>`,
    ),
  );
export const MOODLE_Q = (type: string) => `question[0] (name "q") (type "${type}")`;

/** One QTI item `i` with a body and its response declarations. */
export const qti = (body: string, declarations = '') =>
  issuesOf(() =>
    fromQti(
      `<qti-assessment-item identifier="i">${declarations}<qti-item-body>${body}</qti-item-body></qti-assessment-item>`,
    ),
  );
export const QTI_I = '(item) (identifier "i")';
export const CHOICES =
  '<qti-choice-interaction response-identifier="R"><qti-simple-choice identifier="a">A</qti-simple-choice><qti-simple-choice identifier="b">B</qti-simple-choice></qti-choice-interaction>';

export const zip = (files: Record<string, string>) =>
  issuesOf(() =>
    fromQti(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))),
  );

export const subject = (fields: Partial<Subject>): Subject => ({
  key: 'k',
  subjectTitle: 't',
  subjectTitleContentType: 0,
  subjectType: 1,
  options: [],
  score: 1,
  scoringRule: 'all_or_nothing',
  explanation: '',
  codeLanguages: [],
  cases: [],
  keepOptionOrder: false,
  knowledgePoints: [],
  abilities: [],
  ...fields,
});
export const CODE = { subjectType: 5, codeLanguages: ['python' as const] } as Partial<Subject>;
export const TWO_BLANKS: Partial<Subject> = { subjectType: 4, correctAnswer: [['a'], ['b']] };
export const ALL_OR_NOTHING: Partial<Subject> = {
  subjectType: 2,
  options: [
    { key: 'A', content: 'a', contentType: 0 },
    { key: 'B', content: 'b', contentType: 0 },
  ],
  correctAnswer: ['A', 'B'],
};
export const EXPORTED = 'subjects[0] (key "k")';

export interface Row {
  rule: string;
  issues: () => ErrorIssue[];
  path: string;
  messageKey: string;
  params?: Record<string, unknown>;
}
