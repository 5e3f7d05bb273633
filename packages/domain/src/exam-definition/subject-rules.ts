import { z } from 'zod';
import type { ErrorIssue } from '../errors/app-error';
import type { IssueSaying } from '../errors/issue-words';
import { PARTIAL_SCORING_TYPES } from '../subjects/scoring-rule';
import { SUBJECT_TYPE, SUBJECT_TYPES, type SubjectType } from '../subjects/subject-type';
import { expectedOutputProblem } from './output-limit';
import { keyOf, listOf, type RawRecord, readValid, recordsOf } from './raw';
import { subjectRuleWords } from './rule-words';

const subjectTypeSchema = z
  .number()
  .refine((value): value is SubjectType => (SUBJECT_TYPES as number[]).includes(value));
const CHOICE_TYPES: readonly number[] = [SUBJECT_TYPE.singleChoice, SUBJECT_TYPE.multipleChoice];
const CODE_ONLY_FIELDS = ['codeLanguages', 'cases', 'timeLimitMs', 'memoryLimitMb', 'outputLimitKb'] as const;

const { say } = subjectRuleWords;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isPresent = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

/** What the subject's type needs of its answer, or what says what was expected (import and regrade). */
export function correctAnswerProblem(
  type: SubjectType,
  answer: unknown,
  optionKeys: unknown[],
): IssueSaying | undefined {
  const keys = optionKeys.map(String).join(', ');
  switch (type) {
    case SUBJECT_TYPE.singleChoice:
      return optionKeys.includes(keyOf(answer)) ? undefined : say('oneOptionKey', { keys });
    case SUBJECT_TYPE.multipleChoice: {
      const given = listOf(answer).map(keyOf);
      const isValid =
        Array.isArray(answer) &&
        given.length > 0 &&
        new Set(given).size === given.length &&
        given.every((key) => optionKeys.includes(key));
      return isValid ? undefined : say('optionKeyList', { keys });
    }
    case SUBJECT_TYPE.judgement:
      return typeof answer === 'boolean' ? undefined : say('trueOrFalse');
    case SUBJECT_TYPE.fillIn: {
      const blanks = listOf(answer);
      const isValid =
        blanks.length > 0 &&
        blanks.every((blank) => Array.isArray(blank) && blank.length > 0 && blank.every(isText));
      return isValid ? undefined : say('blankAnswers');
    }
    case SUBJECT_TYPE.code:
    case SUBJECT_TYPE.essay:
      // Optional: a reference answer (essay) or solution (code) for graders.
      return answer === undefined || typeof answer === 'string' ? undefined : say('referenceText');
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
export function findSubjectIssues(subject: RawRecord, path: string): Required<ErrorIssue>[] {
  const type = readValid(subjectTypeSchema, subject.subjectType);
  if (type === undefined) return [];
  const issues: Required<ErrorIssue>[] = [];
  const issue = (field: string, saying: IssueSaying) => issues.push({ path: `${path}.${field}`, ...saying });
  const optionKeys = recordsOf(subject.options).map((option) => keyOf(option.key));
  const isChoice = CHOICE_TYPES.includes(type);

  if (isChoice && optionKeys.length < 2) issue('options', say('twoOptions'));
  if (!isChoice && isPresent(subject.options)) issue('options', say('optionsForChoice'));
  const answerProblem = correctAnswerProblem(type, subject.correctAnswer, optionKeys);
  if (answerProblem) issue('correctAnswer', answerProblem);
  if (subject.scoringRule === 'partial' && !PARTIAL_SCORING_TYPES.includes(type))
    issue('scoringRule', say('partialScoring'));

  if (type === SUBJECT_TYPE.code) {
    if (listOf(subject.codeLanguages).length === 0) issue('codeLanguages', say('codeLanguage'));
    if (!recordsOf(subject.cases).some((testCase) => testCase.isSample !== true))
      issue('cases', say('hiddenCase'));
    for (const [index, testCase] of recordsOf(subject.cases).entries()) {
      if (typeof testCase.expectedOutput !== 'string') continue;
      const problem = expectedOutputProblem(testCase.expectedOutput, subject.outputLimitKb);
      if (problem) issue(`cases[${index}].expectedOutput`, problem);
    }
  } else {
    for (const field of CODE_ONLY_FIELDS) if (isPresent(subject[field])) issue(field, say('codeOnly'));
  }
  return issues;
}
