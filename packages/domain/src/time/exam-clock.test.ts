import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
} from './exam-clock';

const at = (iso: string) => new Date(iso);

describe('period starts in the exam time zone (timezoneHours)', () => {
  it.each([
    // 2026-06-03 is a Wednesday. 23:30 UTC on the 2nd is already the 3rd at +8.
    {
      rule: 'day at +8, after local midnight',
      fn: startOfDay,
      now: '2026-06-02T16:00:00Z',
      tz: 8,
      start: '2026-06-02T16:00:00Z',
    },
    {
      rule: 'day at +8, one second before local midnight',
      fn: startOfDay,
      now: '2026-06-02T15:59:59Z',
      tz: 8,
      start: '2026-06-01T16:00:00Z',
    },
    { rule: 'day at 0', fn: startOfDay, now: '2026-06-02T23:30:00Z', tz: 0, start: '2026-06-02T00:00:00Z' },
    { rule: 'day at -5', fn: startOfDay, now: '2026-06-03T04:59:59Z', tz: -5, start: '2026-06-02T05:00:00Z' },
    {
      rule: 'week starts on Monday (Wednesday)',
      fn: startOfWeek,
      now: '2026-06-03T12:00:00Z',
      tz: 0,
      start: '2026-06-01T00:00:00Z',
    },
    {
      rule: 'week: Sunday belongs to the week before',
      fn: startOfWeek,
      now: '2026-06-07T23:59:59Z',
      tz: 0,
      start: '2026-06-01T00:00:00Z',
    },
    {
      rule: 'week: Monday local at +8 while still Sunday in UTC',
      fn: startOfWeek,
      now: '2026-06-07T16:00:00Z',
      tz: 8,
      start: '2026-06-07T16:00:00Z',
    },
    { rule: 'month', fn: startOfMonth, now: '2026-06-30T12:00:00Z', tz: 0, start: '2026-06-01T00:00:00Z' },
    {
      rule: 'month at +8: the 1st local is still the 31st in UTC',
      fn: startOfMonth,
      now: '2026-05-31T16:00:00Z',
      tz: 8,
      start: '2026-05-31T16:00:00Z',
    },
    {
      rule: 'quarter Q2',
      fn: startOfQuarter,
      now: '2026-06-15T00:00:00Z',
      tz: 0,
      start: '2026-04-01T00:00:00Z',
    },
    {
      rule: 'quarter Q4',
      fn: startOfQuarter,
      now: '2026-12-31T00:00:00Z',
      tz: 0,
      start: '2026-10-01T00:00:00Z',
    },
    {
      rule: 'year at +8 on new year local',
      fn: startOfYear,
      now: '2026-12-31T16:00:00Z',
      tz: 8,
      start: '2026-12-31T16:00:00Z',
    },
    {
      rule: 'year at +8 one second before new year local',
      fn: startOfYear,
      now: '2026-12-31T15:59:59Z',
      tz: 8,
      start: '2025-12-31T16:00:00Z',
    },
  ])('$rule', ({ fn, now, tz, start }) => {
    expect(fn(at(now), tz).toISOString()).toBe(at(start).toISOString());
  });
});

describe('SPEC §9 date formats', () => {
  it.each([
    { instant: '2026-06-02T16:05:00Z', tz: 8, dateTime: '2026-06-03 00:05', date: '2026-06-03' },
    { instant: '2026-06-02T16:05:00Z', tz: 0, dateTime: '2026-06-02 16:05', date: '2026-06-02' },
    { instant: '2026-01-01T03:07:00Z', tz: -5, dateTime: '2025-12-31 22:07', date: '2025-12-31' },
  ])('$instant at $tz is $dateTime', ({ instant, tz, dateTime, date }) => {
    expect(formatDateTime(at(instant), tz)).toBe(dateTime);
    expect(formatDate(at(instant), tz)).toBe(date);
  });
});
