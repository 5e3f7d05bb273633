import { describe, expect, it } from 'vitest';
import { recordOutcome } from './record-display';

describe('SPEC §2 records list: what an attempt shows', () => {
  const graded = { isScoring: 0, score: 85, isPassed: true };
  it.each([
    {
      rule: 'grading in progress wins over any flag',
      attempt: { ...graded, isScoring: 1, examResultFlag: 0 },
      expected: { kind: 'grading' },
    },
    {
      rule: 'flag 0: score and pass/fail',
      attempt: { ...graded, examResultFlag: 0 },
      expected: { kind: 'result', score: 85, isPassed: true },
    },
    {
      rule: 'flag 1: score only',
      attempt: { ...graded, examResultFlag: 1 },
      expected: { kind: 'result', score: 85, isPassed: null },
    },
    {
      rule: 'flag 2: pass/fail only',
      attempt: { ...graded, examResultFlag: 2 },
      expected: { kind: 'result', score: null, isPassed: true },
    },
    {
      rule: 'flag 3: not announced',
      attempt: { ...graded, examResultFlag: 3 },
      expected: { kind: 'notAnnounced' },
    },
    {
      rule: 'flag -1: not announced',
      attempt: { ...graded, examResultFlag: -1 },
      expected: { kind: 'notAnnounced' },
    },
  ])('$rule', ({ attempt, expected }) => {
    expect(recordOutcome(attempt)).toEqual(expected);
  });
});
