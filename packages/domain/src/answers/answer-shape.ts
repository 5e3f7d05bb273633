import { z } from 'zod';
import { CODE_LANGUAGES, SUBJECT_TYPE, type SubjectType } from '../subjects/subject-type';

/** The longest essay and program a candidate may save; each save (keepalive included) stays under 64 KiB. */
export const MAX_ESSAY_LENGTH = 20_000;
export const MAX_CODE_LENGTH = 20_000;
const MAX_BLANKS = 50;

/**
 * An answer's value per subject type (DESIGN §5): single choice an option key, multiple choice option keys,
 * judgement true/false, fill-in one text per blank, essay a text, code the chosen language and the program.
 * `null` clears an answer.
 */
export function answerSchemaFor(subjectType: SubjectType) {
  switch (subjectType) {
    case SUBJECT_TYPE.singleChoice:
      return z.string().min(1).max(64).nullable();
    case SUBJECT_TYPE.multipleChoice:
      return z.array(z.string().min(1).max(64)).max(64).nullable();
    case SUBJECT_TYPE.judgement:
      return z.boolean().nullable();
    case SUBJECT_TYPE.fillIn:
      return z.array(z.string().max(1000)).max(MAX_BLANKS).nullable();
    case SUBJECT_TYPE.essay:
      return z.string().max(MAX_ESSAY_LENGTH).nullable();
    case SUBJECT_TYPE.code:
      return z.object({ language: z.enum(CODE_LANGUAGES), code: z.string().max(MAX_CODE_LENGTH) }).nullable();
    default: {
      const unknown: never = subjectType;
      throw new Error(`unknown subjectType ${String(unknown)}`);
    }
  }
}

/** Whether an answer counts as given (for the navigation marks and the submit confirmation). */
export function isAnswered(answer: unknown): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (Array.isArray(answer)) return answer.some((part) => isAnswered(part));
  if (typeof answer === 'object') return isAnswered((answer as { code?: unknown }).code);
  return true;
}
