import { describe, expect, it } from 'vitest';
import { ANNOUNCE_AT_SECONDS, passedMark, WARN_AT_SECONDS } from './time-marks';

describe('exam timer marks', () => {
  it.each([
    { rule: 'the first reading announces nothing', previous: null, current: 240, expected: null },
    { rule: '10 minutes is announced when reached', previous: 601, current: 600, expected: 600 },
    { rule: 'nothing between marks', previous: 500, current: 499, expected: null },
    { rule: '5 minutes', previous: 301, current: 300, expected: 300 },
    { rule: '1 minute', previous: 61, current: 59, expected: 60 },
    { rule: '30 seconds', previous: 31, current: 30, expected: 30 },
    {
      rule: 'a hidden tab that skipped marks announces the last one',
      previous: 700,
      current: 45,
      expected: 60,
    },
  ])('announce: $rule', ({ previous, current, expected }) => {
    expect(passedMark(previous, current, ANNOUNCE_AT_SECONDS)).toBe(expected);
  });

  it.each([
    { previous: 301, current: 300, expected: 300 },
    { previous: 61, current: 60, expected: 60 },
    { previous: 601, current: 600, expected: null },
  ])(
    'visible warnings at 5 and 1 minutes: $previous → $current warns $expected',
    ({ previous, current, expected }) => {
      expect(passedMark(previous, current, WARN_AT_SECONDS)).toBe(expected);
    },
  );
});
