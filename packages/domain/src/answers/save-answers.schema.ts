import { z } from 'zod';
import { rowId } from '../ids';
import { MAX_ANSWERS_PER_SAVE } from './save-rules';

/**
 * DESIGN §5 answer save: each entry carries a per-question sequence number; the server keeps the highest. The
 * answer's shape is checked against its subject on the server (answer-shape.ts).
 */
/** One answer of one subject with its sequence number. */
export const answerEntrySchema = z.object({
  subjectId: rowId(),
  answer: z.unknown(),
  seq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

export const saveAnswersBodySchema = z.object({
  examResultId: rowId(),
  /** The browser tab that holds the attempt (one active client per attempt). */
  clientId: z.string().min(8).max(64),
  answers: z.array(answerEntrySchema).min(1).max(MAX_ANSWERS_PER_SAVE),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBodySchema>;
