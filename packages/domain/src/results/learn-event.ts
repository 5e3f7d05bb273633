import { z } from 'zod';

/**
 * SPEC §7 /api/point/v1/event/learn: the learning events the result page reports. Each names an attempt of the
 * candidate's (businessId is its examResultId) and counts once per candidate, event and attempt.
 */
export const LEARN_EVENT_TYPES = [
  'exam_result_viewed',
  'exam_review_viewed',
  'exam_analysis_viewed',
] as const;
export type LearnEventType = (typeof LEARN_EVENT_TYPES)[number];
/** Learn-event calls per candidate per minute (they are idempotent; this only keeps a loop from hammering). */
export const LEARN_EVENT_RATE_LIMIT_PER_MINUTE = 60;

export const learnEventBodySchema = z.object({
  eventType: z.enum(LEARN_EVENT_TYPES, { error: `one of ${LEARN_EVENT_TYPES.join(', ')}` }),
  businessId: z
    .number({ error: 'businessId must be a number (the examResultId)' })
    .int()
    .positive('businessId must be a positive integer'),
});
export type LearnEventBody = z.infer<typeof learnEventBodySchema>;
