// The table of rule-words.test.ts, in two parts by what the rules check (rule-words.exam-rows.ts, .paper-rows.ts):
// each row breaks one rule of a valid definition file and names the issue it must give.
import type { ErrorIssue } from '../errors/app-error';
import { parseExamDefinition } from './parse';
import { NOW, partsOf, type TestDefinition, validDefinition } from './test-fixtures';

export type Parts = ReturnType<typeof partsOf>;

/** The issues of the valid file once `mutate` has broken one thing of it. */
export const issuesAfter = (mutate: (parts: Parts, definition: TestDefinition) => void) => () => {
  const definition = validDefinition();
  mutate(partsOf(definition), definition);
  const result = parseExamDefinition(definition, NOW);
  return result.ok ? [] : result.issues;
};

export const EXAM = 'exams[0]';
export const SUBJECT = `${EXAM}.papers[0].subjects[0]`;
export const ATTEMPT = `${EXAM}.attempts[0]`;
export const NO_SESSIONS = { sessions: [], openLinks: [], attempts: [] };
export const codeSubject = (cases: unknown[], extra: Record<string, unknown> = {}) => ({
  subjectType: 5,
  options: [],
  correctAnswer: undefined,
  codeLanguages: ['python'],
  cases,
  ...extra,
});
export const withEssay = ({ exam }: Parts) => {
  (exam.papers as { subjects: unknown[] }[])[0]?.subjects.push({
    key: 'q2',
    subjectType: 6,
    subjectTitle: 'Explain.',
    score: 10,
  });
  Object.assign(exam, { paperScore: 20, passScore: 12 });
};

export interface Row {
  rule: string;
  issues: () => ErrorIssue[];
  path: string;
  messageKey: string;
  params?: Record<string, string>;
}
