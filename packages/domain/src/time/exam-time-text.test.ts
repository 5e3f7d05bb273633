import { describe, expect, it } from 'vitest';
import { examTimeText, formatZone } from './exam-clock';

const AT = new Date('2026-11-24T18:47:00Z');

describe("an exam's time is shown in its own zone, named, with the viewer's beside it (issue 17 defect 2)", () => {
  it.each([
    [8, 'UTC+8'],
    [-5, 'UTC-5'],
    [0, 'UTC'],
    [5.5, 'UTC+5:30'],
    [-9.5, 'UTC-9:30'],
    [14, 'UTC+14'],
  ])('offset %d is named %s', (offset, name) => {
    expect(formatZone(offset)).toBe(name);
  });

  it.each([
    [
      'a viewer in the exam zone sees it alone',
      8,
      8,
      { text: '2026-11-25 02:47', zone: 'UTC+8', local: null },
    ],
    [
      'a viewer in UTC sees their own time beside it',
      8,
      0,
      { text: '2026-11-25 02:47', zone: 'UTC+8', local: { text: '2026-11-24 18:47', zone: 'UTC' } },
    ],
    [
      'a viewer in India, half an hour off',
      8,
      5.5,
      { text: '2026-11-25 02:47', zone: 'UTC+8', local: { text: '2026-11-25 00:17', zone: 'UTC+5:30' } },
    ],
    [
      'an exam west of UTC seen from east of it',
      -5,
      9,
      { text: '2026-11-24 13:47', zone: 'UTC-5', local: { text: '2026-11-25 03:47', zone: 'UTC+9' } },
    ],
  ])('%s', (_case, exam, viewer, expected) => {
    expect(examTimeText(AT, exam, viewer)).toEqual(expected);
  });
});
