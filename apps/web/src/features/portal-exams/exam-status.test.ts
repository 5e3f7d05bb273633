import { describe, expect, it } from 'vitest';
import { describeExamStatus, formatExamTime } from './exam-status';

describe('portal exam status tag', () => {
  it.each([
    { examInfoStatus: -3, labelKey: 'portal.status.expired' },
    { examInfoStatus: -2, labelKey: 'portal.status.ended' },
    { examInfoStatus: -1, labelKey: 'portal.status.notStarted' },
    { examInfoStatus: 1, labelKey: 'portal.status.inProgress' },
    { examInfoStatus: 0, labelKey: 'portal.status.unknown' },
  ])('examInfoStatus $examInfoStatus is shown as $labelKey', ({ examInfoStatus, labelKey }) => {
    expect(describeExamStatus(examInfoStatus).labelKey).toBe(labelKey);
  });
});

describe('portal exam times (SPEC §9: yyyy-MM-dd HH:mm)', () => {
  it.each([
    // No offset in the input: read in the viewer's zone, so the test holds in any TZ.
    { value: '2026-03-01T08:05:00', expected: '2026-03-01 08:05' },
    { value: '2026-12-31T23:59:59', expected: '2026-12-31 23:59' },
    { value: null, expected: '--' },
    { value: 'not a date', expected: '--' },
  ])('$value is shown as $expected', ({ value, expected }) => {
    expect(formatExamTime(value)).toBe(expected);
  });
});
