import { describe, expect, it } from 'vitest';
import { submitFeedbackBodySchema } from './feedback';
import { canAddFeedback, MAX_FEEDBACK_LENGTH, MAX_FEEDBACKS_PER_SUBJECT } from './feedback-rules';

describe('feedback rules', () => {
  it.each([
    { existing: 0, allowed: true },
    { existing: MAX_FEEDBACKS_PER_SUBJECT - 1, allowed: true },
    { existing: MAX_FEEDBACKS_PER_SUBJECT, allowed: false },
    { existing: MAX_FEEDBACKS_PER_SUBJECT + 5, allowed: false },
  ])('with $existing feedbacks on the subject one more is allowed: $allowed', ({ existing, allowed }) => {
    expect(canAddFeedback(existing).allowed).toBe(allowed);
  });

  const body = { examResultId: 1, subjectId: 2, feedbackType: 'answer', content: 'x' };
  it.each([
    { rule: 'content at the limit passes', content: 'a'.repeat(MAX_FEEDBACK_LENGTH), error: null },
    {
      rule: 'content over the limit is refused',
      content: 'a'.repeat(MAX_FEEDBACK_LENGTH + 1),
      error: 'content',
    },
    { rule: 'blank content is refused after trimming', content: '   ', error: 'content' },
    {
      rule: 'spaces around do not count toward the limit',
      content: ` ${'a'.repeat(MAX_FEEDBACK_LENGTH)} `,
      error: null,
    },
  ])('$rule', ({ content, error }) => {
    const parsed = submitFeedbackBodySchema.safeParse({ ...body, content });
    expect(parsed.success ? null : parsed.error.issues[0]?.path[0]).toBe(error);
  });
});
