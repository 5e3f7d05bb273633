import { describe, expect, it } from 'vitest';
import { resolveDefinitionTime } from './relative-time';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('definition times', () => {
  it.each([
    { text: 'now', expected: '2026-06-01T00:00:00.000Z' },
    { text: 'now+2h', expected: '2026-06-01T02:00:00.000Z' },
    { text: 'now-3d', expected: '2026-05-29T00:00:00.000Z' },
    { text: 'now+90m', expected: '2026-06-01T01:30:00.000Z' },
    { text: ' now + 10m ', expected: '2026-06-01T00:10:00.000Z' },
    { text: '2026-06-01T08:00:00+08:00', expected: '2026-06-01T00:00:00.000Z' },
    { text: '2026-06-01T08:00+08:00', expected: '2026-06-01T00:00:00.000Z' },
    { text: '2026-06-01T00:00:00.250Z', expected: '2026-06-01T00:00:00.250Z' },
  ])('$text resolves to $expected', ({ text, expected }) => {
    expect(resolveDefinitionTime(text, NOW)?.toISOString()).toBe(expected);
  });

  it.each([
    { text: 'tomorrow', rule: 'words are not times' },
    { text: 'now+2w', rule: 'weeks are not a unit (m, h, d only)' },
    { text: 'now+h', rule: 'a relative time needs an amount' },
    { text: '2026-06-01T08:00:00', rule: 'a time without offset is ambiguous' },
    { text: '2026-06-01', rule: 'a date alone is not a time' },
    { text: '2026-02-30T08:00:00Z', rule: 'the 30th of February does not exist' },
    { text: '2026-06-01T24:00:00Z', rule: 'hour 24 does not exist' },
    { text: '2026-06-01T08:61:00Z', rule: 'minute 61 does not exist' },
  ])('$text is refused: $rule', ({ text }) => {
    expect(resolveDefinitionTime(text, NOW)).toBeUndefined();
  });

  it('a later import moves relative times and keeps absolute ones', () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(resolveDefinitionTime('now+1h', later)?.getTime()).toBe(NOW.getTime() + 2 * 3_600_000);
    expect(resolveDefinitionTime('2026-06-01T08:00:00+08:00', later)?.getTime()).toBe(NOW.getTime());
  });
});
