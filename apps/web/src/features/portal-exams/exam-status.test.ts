import { describe, expect, it } from 'vitest';
import { describeExamStatus } from './exam-status';

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
