import { describe, expect, it } from 'vitest';
import { START_BUTTON_RULE_CASES } from './start-button-cases';
import { startButtonState } from './start-button-state';
import { startRefusal } from './start-refusal';

describe('a start asked for in each start-button state', () => {
  const expected: Record<string, string | null> = {
    outerExam: 'OUTER_EXAM',
    clientMismatch: 'CLIENT_MISMATCH',
    appOnly: 'APP_ONLY',
    notInvited: 'NOT_IN_CANDIDATE_LIST',
    appointment: 'NOT_APPOINTED',
    grading: 'GRADING_IN_PROGRESS',
    attemptLimitReached: 'ATTEMPTS_EXHAUSTED',
    notReady: 'EXAM_NOT_STARTED',
    ready: 'EXAM_NOT_STARTED',
    expired: 'EXAM_EXPIRED',
    notStarted: 'EXAM_NOT_STARTED',
    start: null,
    ended: 'EXAM_ENDED',
  };
  it.each(START_BUTTON_RULE_CASES)('$rule', ({ input, expected: kind }) => {
    expect(startRefusal(startButtonState(input))).toBe(expected[kind]);
  });
});
