// The feedback rules the result page shows, apart from the body's schema (feedback.ts): the page loads zod only to
// parse something (issue 22).

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

export type FeedbackDecision = { allowed: true } | { allowed: false; reason: 'FEEDBACK_LIMIT_REACHED' };

/** Whether one more feedback fits on a subject that already has `existingCount` from this attempt. */
export function canAddFeedback(existingCount: number): FeedbackDecision {
  return existingCount < MAX_FEEDBACKS_PER_SUBJECT
    ? { allowed: true }
    : { allowed: false, reason: 'FEEDBACK_LIMIT_REACHED' };
}
