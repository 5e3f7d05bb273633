import { z } from 'zod';
import { CODE_LANGUAGES, CONTENT_TYPES, SUBJECT_TYPE, SUBJECT_TYPES } from '../subjects/subject-type';

const key = z.string().trim().min(1, 'required').max(80);
const contentType = z
  .number()
  .int()
  .refine(
    (value) => (CONTENT_TYPES as number[]).includes(value),
    'expected 0 (plain), 1 (HTML) or 2 (markdown)',
  );

const optionSchema = z.object({
  key,
  content: z.string().min(1, 'required'),
  contentType: contentType.default(0),
});
const caseSchema = z.object({
  input: z.string().default(''),
  expectedOutput: z.string(),
  isSample: z.boolean().default(false),
});

export const subjectSchema = z
  .object({
    key,
    subjectType: z
      .number()
      .int()
      .refine((value) => (SUBJECT_TYPES as number[]).includes(value), 'expected a subject type 1-6'),
    subjectTitle: z.string().min(1, 'required'),
    subjectTitleContentType: contentType.default(0),
    options: z.array(optionSchema).default([]),
    correctAnswer: z.unknown().optional(),
    score: z.number().nonnegative(),
    scoringRule: z.enum(['all_or_nothing', 'partial']).default('all_or_nothing'),
    explanation: z.string().default(''),
    codeLanguages: z.array(z.enum(CODE_LANGUAGES)).default([]),
    timeLimitMs: z.number().int().positive().optional(),
    memoryLimitMb: z.number().int().positive().optional(),
    cases: z.array(caseSchema).default([]),
    knowledgePoints: z.array(key).default([]),
    abilities: z.array(z.object({ key, weight: z.number().int().positive().default(1) })).default([]),
  })
  .superRefine((subject, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const optionKeys = subject.options.map((option) => option.key);
    const answer = subject.correctAnswer;
    switch (subject.subjectType) {
      case SUBJECT_TYPE.singleChoice:
        if (optionKeys.length < 2) issue(['options'], 'a choice subject needs at least two options');
        if (typeof answer !== 'string' || !optionKeys.includes(answer))
          issue(['correctAnswer'], `expected one of the option keys (${optionKeys.join(', ')})`);
        break;
      case SUBJECT_TYPE.multipleChoice:
        if (optionKeys.length < 2) issue(['options'], 'a choice subject needs at least two options');
        if (
          !Array.isArray(answer) ||
          answer.length === 0 ||
          !answer.every((item) => typeof item === 'string' && optionKeys.includes(item))
        )
          issue(['correctAnswer'], `expected a non-empty list of option keys (${optionKeys.join(', ')})`);
        break;
      case SUBJECT_TYPE.judgement:
        if (typeof answer !== 'boolean') issue(['correctAnswer'], 'expected true or false');
        break;
      case SUBJECT_TYPE.fillIn:
        if (
          !Array.isArray(answer) ||
          answer.length === 0 ||
          !answer.every(
            (blank) =>
              Array.isArray(blank) && blank.length > 0 && blank.every((item) => typeof item === 'string'),
          )
        )
          issue(['correctAnswer'], 'expected one list of accepted answers per blank, e.g. [["4", "four"]]');
        break;
      case SUBJECT_TYPE.code:
        if (subject.codeLanguages.length === 0)
          issue(['codeLanguages'], 'a code subject offers at least one language');
        if (!subject.cases.some((testCase) => !testCase.isSample))
          issue(['cases'], 'a code subject needs at least one hidden case (isSample false) to grade against');
        break;
      case SUBJECT_TYPE.essay:
        break;
    }
  });
