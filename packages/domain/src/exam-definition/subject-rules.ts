import { z } from 'zod';
import type { ErrorIssue } from '../errors/app-error';
import { SUBJECT_TYPE, SUBJECT_TYPES, type SubjectType } from '../subjects/subject-type';
import { expectedOutputProblem } from './output-limit';
import { keyOf, listOf, type RawRecord, readValid, recordsOf } from './raw';

const subjectTypeSchema = z
  .number()
  .refine((value): value is SubjectType => (SUBJECT_TYPES as number[]).includes(value));
const CHOICE_TYPES: readonly number[] = [SUBJECT_TYPE.singleChoice, SUBJECT_TYPE.multipleChoice];
const CODE_ONLY_FIELDS = ['codeLanguages', 'cases', 'timeLimitMs', 'memoryLimitMb', 'outputLimitKb'] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isPresent = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/** What the subject's type needs of its answer, or the message saying what was expected (import and regrade). */
export function correctAnswerProblem(
  type: SubjectType,
  answer: unknown,
  optionKeys: unknown[],
): string | undefined {
  const keyList = optionKeys.map(String).join(', ');
  switch (type) {
    case SUBJECT_TYPE.singleChoice:
      return optionKeys.includes(keyOf(answer)) ? undefined : `expected one of the option keys (${keyList})`;
    case SUBJECT_TYPE.multipleChoice: {
      const keys = listOf(answer).map(keyOf);
      const isValid =
        Array.isArray(answer) &&
        keys.length > 0 &&
        new Set(keys).size === keys.length &&
        keys.every((key) => optionKeys.includes(key));
      return isValid ? undefined : `expected a non-empty list of distinct option keys (${keyList})`;
    }
    case SUBJECT_TYPE.judgement:
      return typeof answer === 'boolean' ? undefined : 'expected true or false';
    case SUBJECT_TYPE.fillIn: {
      const blanks = listOf(answer);
      const isValid =
        blanks.length > 0 &&
        blanks.every((blank) => Array.isArray(blank) && blank.length > 0 && blank.every(isText));
      return isValid ? undefined : 'expected one list of accepted answers per blank, e.g. [["4", "four"]]';
    }
    case SUBJECT_TYPE.code:
    case SUBJECT_TYPE.essay:
      // Optional: a reference answer (essay) or solution (code) for graders.
      return answer === undefined || typeof answer === 'string'
        ? undefined
        : 'expected a text (a reference answer)';
    default: {
      const unreachable: never = type;
      return unreachable;
    }
  }
}

/**
 * SPEC §3 Subject: what each subject type needs (choices and a correct answer among them, blanks, cases for code)
 * and fields that belong to another type. Checked on the raw subject so it is reported next to any shape problem.
 */
export function findSubjectIssues(subject: RawRecord, path: string): ErrorIssue[] {
  const type = readValid(subjectTypeSchema, subject.subjectType);
  if (type === undefined) return [];
  const issues: ErrorIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ path: `${path}.${field}`, message });
  const optionKeys = recordsOf(subject.options).map((option) => keyOf(option.key));
  const isChoice = CHOICE_TYPES.includes(type);

  if (isChoice && optionKeys.length < 2) issue('options', 'a choice subject needs at least two options');
  if (!isChoice && isPresent(subject.options)) issue('options', 'options are for choice subjects (1, 2)');
  const answerProblem = correctAnswerProblem(type, subject.correctAnswer, optionKeys);
  if (answerProblem) issue('correctAnswer', answerProblem);
  if (subject.scoringRule === 'partial' && type !== SUBJECT_TYPE.multipleChoice && type !== SUBJECT_TYPE.code)
    issue(
      'scoringRule',
      'partial scoring is for multiple choice (2) and code (5: score × passed/total cases)',
    );

  if (type === SUBJECT_TYPE.code) {
    if (listOf(subject.codeLanguages).length === 0)
      issue('codeLanguages', 'a code subject offers at least one language');
    if (!recordsOf(subject.cases).some((testCase) => testCase.isSample !== true))
      issue('cases', 'a code subject needs at least one hidden case (isSample false) to grade against');
    for (const [index, testCase] of recordsOf(subject.cases).entries()) {
      if (typeof testCase.expectedOutput !== 'string') continue;
      const problem = expectedOutputProblem(testCase.expectedOutput, subject.outputLimitKb);
      if (problem) issue(`cases[${index}].expectedOutput`, problem);
    }
  } else {
    for (const field of CODE_ONLY_FIELDS)
      if (isPresent(subject[field])) issue(field, 'only for code subjects (5)');
  }
  return issues;
}
