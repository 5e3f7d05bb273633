import { describe, expect, it } from 'vitest';
import { nextUngraded } from './next-ungraded';

const rows = (marks: string) => [...marks].map((mark) => ({ gradedAt: mark === 'g' ? '2026-06-01' : null }));

describe('the next ungraded answer after saving one', () => {
  it.each([
    { marks: 'uuu', from: -1, next: 0 },
    { marks: 'gug', from: -1, next: 1 },
    { marks: 'uuu', from: 0, next: 1 },
    { marks: 'ugg', from: 2, next: 0 },
    { marks: 'ugu', from: 2, next: 0 },
    { marks: 'ggu', from: 2, next: undefined },
    { marks: 'ggg', from: 0, next: undefined },
    { marks: '', from: -1, next: undefined },
  ])('$marks from $from is $next', ({ marks, from, next }) => {
    expect(nextUngraded(rows(marks), from)).toBe(next);
  });
});
