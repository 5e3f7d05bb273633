import { describe, expect, it } from 'vitest';
import { isReviewAllowed, isScoreAnnounced } from './review-policy';

const END = new Date('2026-06-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('review of a submitted attempt', () => {
  it.each([
    {
      rule: 'never: not even after the end',
      policy: 'never',
      status: 'graded',
      now: '2026-07-01T00:00:00Z',
      allowed: false,
    },
    {
      rule: 'after submit: right after the hand-in',
      policy: 'after_submit',
      status: 'graded',
      now: '2026-06-01T09:00:00Z',
      allowed: true,
    },
    {
      rule: 'after submit: never while in progress',
      policy: 'after_submit',
      status: 'in_progress',
      now: '2026-07-01T00:00:00Z',
      allowed: false,
    },
    {
      rule: 'after the exam end: one second before it, no',
      policy: 'after_exam_end',
      status: 'graded',
      now: '2026-06-01T09:59:59Z',
      allowed: false,
    },
    {
      rule: 'after the exam end: at it, yes',
      policy: 'after_exam_end',
      status: 'graded',
      now: '2026-06-01T10:00:00Z',
      allowed: true,
    },
  ] as const)('$rule', ({ policy, status, now, allowed }) => {
    expect(isReviewAllowed(policy, { status }, END, at(now))).toBe(allowed);
  });

  it('after the exam end, an exam without an end never opens review', () => {
    expect(isReviewAllowed('after_exam_end', { status: 'graded' }, null, at('2030-01-01T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('SPEC §3 examResultFlag: details reveal the score', () => {
  it.each([
    { flag: 0, isScoring: 0, status: 'graded', shown: true },
    { flag: 1, isScoring: 0, status: 'graded', shown: true },
    { flag: 2, isScoring: 0, status: 'graded', shown: false },
    { flag: 3, isScoring: 0, status: 'graded', shown: false },
    { flag: 0, isScoring: 1, status: 'grading', shown: false },
  ])('flag $flag, isScoring $isScoring: $shown', ({ flag, isScoring, status, shown }) => {
    expect(isScoreAnnounced({ examResultFlag: flag, isScoring, status })).toBe(shown);
  });
});
