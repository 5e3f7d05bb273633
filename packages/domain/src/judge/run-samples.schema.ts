import { z } from 'zod';
import { MAX_CODE_LENGTH } from '../answers/answer-value';
import { CODE_LANGUAGES } from '../subjects/subject-type';

/** Runs of the sample cases a candidate may ask for per minute (each run is up to every sample case). */
export const RUN_SAMPLES_PER_MINUTE = 10;

/** "Run samples" on a code question of a running attempt: the program as it stands in the editor. */
export const runSamplesBodySchema = z.object({
  examResultId: z.number().int().positive(),
  subjectId: z.number().int().positive(),
  language: z.enum(CODE_LANGUAGES),
  code: z.string().min(1, 'required').max(MAX_CODE_LENGTH),
});
export type RunSamplesBody = z.infer<typeof runSamplesBodySchema>;
