import { z } from 'zod';
import { FEEDBACK_TYPES, MAX_FEEDBACK_LENGTH } from './feedback-rules';

const positiveId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int()
    .positive(`${field} must be a positive integer`);

/** SPEC §7 submitFeedback body (payload not shown in SPEC: docs/decisions/0015). */
export const submitFeedbackBodySchema = z.object({
  examResultId: positiveId('examResultId'),
  subjectId: positiveId('subjectId'),
  feedbackType: z.enum(FEEDBACK_TYPES, { error: `one of ${FEEDBACK_TYPES.join(', ')}` }),
  content: z
    .string({ error: 'a text is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_FEEDBACK_LENGTH, `at most ${MAX_FEEDBACK_LENGTH} characters`),
});
export type SubmitFeedbackBody = z.infer<typeof submitFeedbackBodySchema>;
