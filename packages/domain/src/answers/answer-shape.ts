import { z } from 'zod';
import { CODE_LANGUAGES, SUBJECT_TYPE, type SubjectType } from '../subjects/subject-type';
import { MAX_CODE_LENGTH, MAX_ESSAY_LENGTH } from './answer-value';

const MAX_BLANKS = 50;

/**
 * An answer's value per subject type (DESIGN §5): single choice an option key, multiple choice option keys,
 * judgement true/false, fill-in one text per blank, essay a text, code the chosen language and the program.
 * `null` clears an answer. Built once: every saved answer is checked against one, and building a zod schema costs
 * more than checking a value with it (issue 16's autosave profile: 14 % of the save path before).
 */
const ANSWER_SCHEMAS = {
  [SUBJECT_TYPE.singleChoice]: z.string().min(1).max(64).nullable(),
  [SUBJECT_TYPE.multipleChoice]: z.array(z.string().min(1).max(64)).max(64).nullable(),
  [SUBJECT_TYPE.judgement]: z.boolean().nullable(),
  [SUBJECT_TYPE.fillIn]: z.array(z.string().max(1000)).max(MAX_BLANKS).nullable(),
  [SUBJECT_TYPE.essay]: z.string().max(MAX_ESSAY_LENGTH).nullable(),
  [SUBJECT_TYPE.code]: z
    .object({ language: z.enum(CODE_LANGUAGES), code: z.string().max(MAX_CODE_LENGTH) })
    .nullable(),
} satisfies Record<SubjectType, z.ZodType>;

export function answerSchemaFor<T extends SubjectType>(subjectType: T): (typeof ANSWER_SCHEMAS)[T] {
  const schema = ANSWER_SCHEMAS[subjectType];
  if (!schema) throw new Error(`unknown subjectType ${String(subjectType)}`);
  return schema;
}
