import { describe, expect, it } from 'vitest';
import { shownAttemptStatus } from './announcement';

describe('the state the hand-in page names agrees with what the results say (issue 17 defect 7)', () => {
  it.each([
    ['graded, flag 0 (score and verdict)', 'graded', 0, 'graded'],
    ['graded, flag 1 (score only)', 'graded', 1, 'graded'],
    ['graded, flag 2 (verdict only)', 'graded', 2, 'graded'],
    ['graded, flag 3 (nothing announced)', 'graded', 3, 'notAnnounced'],
    ['graded, flag 5 (nothing announced)', 'graded', 5, 'notAnnounced'],
    ['grading, any flag', 'grading', 3, 'grading'],
    ['submitted, any flag', 'submitted', 0, 'submitted'],
    ['in progress', 'in_progress', 0, 'in_progress'],
  ])('%s', (_case, status, examResultFlag, expected) => {
    expect(shownAttemptStatus({ status, examResultFlag })).toBe(expected);
  });
});
