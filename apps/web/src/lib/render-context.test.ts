import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixRenderContext, knownTimeZone, renderNowMs, viewerOffsetHours } from './render-context';

describe('issue 22: what a page is drawn with while the server renders it and the browser hydrates it', () => {
  afterEach(() => fixRenderContext(undefined));

  it.each([
    { zone: 'Asia/Shanghai', at: '2026-11-25T12:00:00Z', hours: 8 },
    { zone: 'America/New_York', at: '2026-01-15T12:00:00Z', hours: -5 },
    { zone: 'America/New_York', at: '2026-07-15T12:00:00Z', hours: -4 },
    { zone: 'Asia/Kolkata', at: '2026-07-15T12:00:00Z', hours: 5.5 },
    { zone: 'UTC', at: '2026-07-15T12:00:00Z', hours: 0 },
  ])('the viewer in $zone is $hours h from UTC at $at (daylight saving included)', ({ zone, at, hours }) => {
    fixRenderContext({ instantMs: 0, timeZone: zone, isPhone: false });
    expect(viewerOffsetHours(new Date(at))).toBe(hours);
  });

  it('without a fixed context the browser reads its own zone and clock', () => {
    const at = new Date('2026-07-15T12:00:00Z');
    expect(viewerOffsetHours(at)).toBe(-at.getTimezoneOffset() / 60);
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      expect(renderNowMs(1_000)).toBe(at.getTime() + 1_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a fixed instant is every clock’s now, whatever the offset', () => {
    fixRenderContext({ instantMs: 1_795_000_000_000, timeZone: 'UTC', isPhone: true });
    expect(renderNowMs(0)).toBe(1_795_000_000_000);
    expect(renderNowMs(60_000)).toBe(1_795_000_000_000);
  });

  it.each([
    ['Asia/Shanghai', 'Asia/Shanghai'],
    ['Europe/Berlin', 'Europe/Berlin'],
    ['Not/AZone', undefined],
    ['<script>', undefined],
    [null, undefined],
  ])('a zone cookie %s is taken as %s', (cookie, zone) => {
    expect(knownTimeZone(cookie)).toBe(zone);
  });
});
