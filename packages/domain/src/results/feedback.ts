import { z } from 'zod';

/** What a feedback is about: the question, the answer key, the explanation, or something else. */
export const FEEDBACK_TYPES = ['question', 'answer', 'explanation', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The longest feedback text, in characters (after trimming). */
export const MAX_FEEDBACK_LENGTH = 1000;
/**
 * Feedbacks one candidate may leave on one subject of one attempt: enough to add a second thought, too few to flood
 * the staff's queue (an attempt belongs to one candidate, so this is per candidate and subject, per attempt).
 */
export const MAX_FEEDBACKS_PER_SUBJECT = 3;
/** Feedback calls per candidate per minute, across subjects and attempts. */
export const FEEDBACK_RATE_LIMIT_PER_MINUTE = 10;

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

export type FeedbackDecision = { allowed: true } | { allowed: false; reason: 'FEEDBACK_LIMIT_REACHED' };

/** Whether one more feedback fits on a subject that already has `existingCount` from this attempt. */
export function canAddFeedback(existingCount: number): FeedbackDecision {
  return existingCount < MAX_FEEDBACKS_PER_SUBJECT
    ? { allowed: true }
    : { allowed: false, reason: 'FEEDBACK_LIMIT_REACHED' };
}
