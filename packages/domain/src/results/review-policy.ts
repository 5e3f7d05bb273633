/** When a candidate may see correct answers and explanations of their attempt (issue 6; exam setting reviewPolicy). */
export const REVIEW_POLICIES = ['never', 'after_submit', 'after_exam_end'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];

/**
 * Review of a submitted attempt, for its own candidate: never; after the hand-in; or (the default) once the exam is
 * over for everyone (its end, or the attempt's session end), so no answer key reaches candidates still writing.
 */
export function isReviewAllowed(
  policy: ReviewPolicy,
  attempt: { status: string },
  examOverAt: Date | null,
  now: Date,
): boolean {
  if (attempt.status === 'in_progress') return false;
  switch (policy) {
    case 'never':
      return false;
    case 'after_submit':
      return true;
    case 'after_exam_end':
      return examOverAt !== null && now >= examOverAt;
    default: {
      const unknown: never = policy;
      throw new Error(`unknown review policy ${String(unknown)}`);
    }
  }
}

/**
 * Whether an attempt's details (review, knowledge and ability analysis, statistics) may be shown: they all reveal
 * the score, so only when examResultFlag shows a score (0 or 1) and no person is still grading (SPEC §3).
 */
export function isScoreAnnounced(attempt: {
  examResultFlag: number;
  isScoring: number;
  status: string;
}): boolean {
  return (
    (attempt.examResultFlag === 0 || attempt.examResultFlag === 1) &&
    attempt.isScoring !== 1 &&
    attempt.status === 'graded'
  );
}
