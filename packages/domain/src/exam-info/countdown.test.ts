import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown, secondsUntil } from './countdown';

describe('countdowns from the server clock', () => {
  const target = new Date('2026-06-01T08:15:00Z');
  it.each([
    { now: '2026-06-01T08:00:00Z', seconds: 900 },
    { now: '2026-06-01T08:14:59.001Z', seconds: 1 },
    { now: '2026-06-01T08:15:00Z', seconds: 0 },
    { now: '2026-06-01T09:00:00Z', seconds: 0 },
  ])('at $now: $seconds s', ({ now, seconds }) => {
    expect(secondsUntil(target, new Date(now))).toBe(seconds);
  });

  it('the offset is the server time against the middle of the round trip (a browser an hour behind)', () => {
    const server = new Date('2026-06-01T09:00:00.500Z');
    const sent = new Date('2026-06-01T08:00:00.000Z').getTime();
    expect(clockOffsetMs(server, sent, sent + 1000)).toBe(3_600_000);
  });

  it.each([
    { seconds: 900, text: '00:15:00' },
    { seconds: 3661, text: '01:01:01' },
    { seconds: 90000, text: '25:00:00' },
    { seconds: -5, text: '00:00:00' },
  ])('$seconds s reads $text', ({ seconds, text }) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
