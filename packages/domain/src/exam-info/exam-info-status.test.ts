import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAM_INFO_STATUS, type ExamInfoStatus, examInfoStatusAt } from './exam-info-status';

const begin = new Date('2026-06-01T08:00:00Z');
const end = new Date('2026-06-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('SPEC §3 examInfoStatus from the exam window', () => {
  it.each([
    { rule: 'one second before the begin time is not started', now: '2026-06-01T07:59:59Z', expected: -1 },
    { rule: 'the begin time itself is in progress', now: '2026-06-01T08:00:00Z', expected: 1 },
    { rule: 'one second before the end time is in progress', now: '2026-06-01T09:59:59Z', expected: 1 },
    { rule: 'the end time itself is ended', now: '2026-06-01T10:00:00Z', expected: -2 },
    { rule: 'after the end time is ended', now: '2026-06-02T00:00:00Z', expected: -2 },
  ])('$rule', ({ now, expected }) => {
    expect(examInfoStatusAt({ beginTime: begin, endTime: end }, at(now))).toBe(expected);
  });

  it.each([
    {
      rule: 'no begin time: in progress until the end',
      window: { beginTime: null, endTime: end },
      expected: 1,
    },
    {
      rule: 'no end time: in progress after the begin',
      window: { beginTime: begin, endTime: null },
      expected: 1,
    },
    { rule: 'no bounds: always in progress', window: { beginTime: null, endTime: null }, expected: 1 },
  ])('$rule', ({ window, expected }) => {
    expect(examInfoStatusAt(window, at('2026-06-01T09:00:00Z'))).toBe(expected);
  });

  it('a later now never reopens an ended exam or un-starts a started one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (offset, step) => {
        const first = examInfoStatusAt(
          { beginTime: begin, endTime: end },
          new Date(begin.getTime() + offset),
        );
        const later = examInfoStatusAt(
          { beginTime: begin, endTime: end },
          new Date(begin.getTime() + offset + step),
        );
        const order: ExamInfoStatus[] = [
          EXAM_INFO_STATUS.notStarted,
          EXAM_INFO_STATUS.inProgress,
          EXAM_INFO_STATUS.ended,
        ];
        expect(order.indexOf(later)).toBeGreaterThanOrEqual(order.indexOf(first));
      }),
    );
  });
});
