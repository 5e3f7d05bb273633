import { z } from 'zod';
import { DEFAULT_OUTPUT_LIMIT_KB, MAX_OUTPUT_LIMIT_KB } from '../judge/case-verdict';
import { defaultScoringRule, SCORING_RULES } from '../subjects/scoring-rule';
import { CODE_LANGUAGES, CONTENT_TYPES, SUBJECT_TYPES } from '../subjects/subject-type';
import { keyListSchema, keySchema } from './primitives';

const contentTypeSchema = z
  .number()
  .int()
  .refine(
    (value) => (CONTENT_TYPES as number[]).includes(value),
    'expected 0 (plain), 1 (HTML) or 2 (markdown)',
  );

export const optionSchema = z.strictObject({
  key: keySchema,
  content: z.string().min(1, 'required'),
  contentType: contentTypeSchema.default(0),
});

/** A code subject's test case: samples run while answering, hidden ones only when grading. */
export const caseSchema = z.strictObject({
  input: z.string().default(''),
  expectedOutput: z.string(),
  isSample: z.boolean().default(false),
});

/**
 * SPEC §3 Subject. The shape only: what each subject type needs (options, answer, cases) is checked in
 * subject-rules.ts, so those problems are reported even when another field of the subject is wrong too.
 */
const subjectFieldsSchema = z.strictObject({
  key: keySchema,
  subjectType: z
    .number()
    .int()
    .refine(
      (value) => (SUBJECT_TYPES as number[]).includes(value),
      'expected a subject type: 1 single, 2 multiple, 3 judgement, 4 fill-in, 5 code, 6 essay',
    ),
  subjectTitle: z.string().min(1, 'required'),
  subjectTitleContentType: contentTypeSchema.default(0),
  options: z.array(optionSchema).default([]),
  correctAnswer: z
    .unknown()
    .optional()
    .describe(
      'single: an option key; multiple: option keys; judgement: true/false; ' +
        'fill-in: accepted answers per blank; essay: a reference answer',
    ),
  score: z.number().nonnegative().max(10_000),
  scoringRule: z
    .enum(SCORING_RULES)
    .optional()
    .describe('default: partial for fill-in (4, each blank its share), all_or_nothing for the other types'),
  explanation: z.string().default(''),
  codeLanguages: z.array(z.enum(CODE_LANGUAGES)).default([]),
  timeLimitMs: z.number().int().positive().max(60_000).optional(),
  memoryLimitMb: z.number().int().positive().max(1024).optional(),
  outputLimitKb: z
    .number()
    .int()
    .positive()
    .max(MAX_OUTPUT_LIMIT_KB)
    .optional()
    .describe(
      `KiB a case may print (default ${DEFAULT_OUTPUT_LIMIT_KB}); more stops the program: output limit exceeded`,
    ),
  cases: z.array(caseSchema).default([]),
  keepOptionOrder: z
    .boolean()
    .default(false)
    .describe(
      'choice subjects: keep the options in file order when the paper shuffles options ("all of the above")',
    ),
  knowledgePoints: keyListSchema,
  abilities: z
    .array(z.strictObject({ key: keySchema, weight: z.number().int().positive().default(1) }))
    .default([]),
});

/** A subject as it is graded: one that names no scoringRule gets its type's (defaultScoringRule, decision 0055). */
export const subjectSchema = subjectFieldsSchema.transform((subject) => ({
  ...subject,
  scoringRule: subject.scoringRule ?? defaultScoringRule(subject.subjectType),
}));

/** A paper of an exam; its subjects in file order are the paper's order, unless it shuffles them per attempt. */
export const paperSchema = z.strictObject({
  key: keySchema,
  name: z.string().trim().min(1, 'required'),
  shuffleSubjects: z
    .boolean()
    .default(false)
    .describe('each attempt shows the subjects in an order of its own'),
  shuffleOptions: z
    .boolean()
    .default(false)
    .describe("each attempt shows a choice subject's options in an order of its own"),
  subjects: z.array(subjectSchema).min(1, 'a paper needs at least one subject'),
});
