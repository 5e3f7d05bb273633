import { describe, expect, it } from 'vitest';
import { pageHandInReason, TIME_UP_TOLERANCE_MS } from './hand-in-reason';

describe('pageHandInReason', () => {
  const deadline = new Date('2026-11-25T10:00:00Z');
  const at = (msBeforeDeadline: number) => new Date(deadline.getTime() - msBeforeDeadline);

  it.each([
    ['the candidate pressed hand-in an hour early', false, at(3_600_000), 'candidate'],
    ['the candidate pressed hand-in one second early', false, at(1000), 'candidate'],
    ['the countdown ended, the page a little early', true, at(2000), 'timeUp'],
    ['the countdown ended exactly at the deadline', true, at(0), 'timeUp'],
    ['the countdown ended and the call came late', true, at(-60_000), 'timeUp'],
    ['at the edge of the tolerance', true, at(TIME_UP_TOLERANCE_MS), 'timeUp'],
    ['a page claiming time up well before the deadline', true, at(TIME_UP_TOLERANCE_MS + 1), 'candidate'],
  ] as const)('%s: %s', (_, isTimeUp, now, reason) => {
    expect(pageHandInReason({ isTimeUp, deadline, now })).toBe(reason);
  });
});
