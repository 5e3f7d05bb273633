import { describe, expect, it } from 'vitest';
import {
  type ExtraTime,
  extendedDeadline,
  type MonitorState,
  monitorStateOf,
  passesEnd,
  reopenedDeadline,
  reopenMinutesFor,
  STAFF_MINUTES_MAX,
  secondsLeftAtHandIn,
  secondsLeftOf,
} from './monitor';

const at = (iso: string) => new Date(iso);

describe('monitorStateOf', () => {
  const cases: [Parameters<typeof monitorStateOf>[0], MonitorState][] = [
    [{ attemptStatus: null, hasBooking: false }, 'not_started'],
    [{ attemptStatus: null, hasBooking: true }, 'booked'],
    [{ attemptStatus: 'in_progress', hasBooking: true }, 'in_progress'],
    [{ attemptStatus: 'submitted', hasBooking: false }, 'submitted'],
    [{ attemptStatus: 'grading', hasBooking: false }, 'grading'],
    [{ attemptStatus: 'graded', hasBooking: true }, 'graded'],
  ];
  it.each(cases)('%j → %s', (input, expected) => expect(monitorStateOf(input)).toBe(expected));
});

describe('secondsLeftOf', () => {
  const now = at('2026-06-01T08:00:00Z');
  const cases: [MonitorState, Date | null, number | null][] = [
    ['in_progress', at('2026-06-01T08:10:00.900Z'), 600],
    ['in_progress', at('2026-06-01T07:59:00Z'), 0],
    ['in_progress', null, null],
    ['graded', at('2026-06-01T08:10:00Z'), null],
    ['booked', null, null],
  ];
  it.each(cases)('%s until %s → %s', (state, deadline, expected) =>
    expect(secondsLeftOf(state, deadline, now)).toBe(expected),
  );
});

describe('secondsLeftAtHandIn', () => {
  const deadline = at('2026-06-01T09:00:00Z');
  const cases: [string, Date | null, Date | null, number | null][] = [
    ['handed in 21 minutes early', deadline, at('2026-06-01T08:39:00Z'), 21 * 60],
    ['whole seconds, the part second dropped', deadline, at('2026-06-01T08:49:59.400Z'), 600],
    ['time up: stamped with the deadline', deadline, deadline, 0],
    ['handed in after the deadline (in-flight grace)', deadline, at('2026-06-01T09:00:05Z'), 0],
    ['not handed in', deadline, null, null],
    ['no deadline (not started)', null, null, null],
  ];
  it.each(cases)('%s', (_case, end, submittedAt, expected) =>
    expect(secondsLeftAtHandIn(end, submittedAt)).toBe(expected),
  );
});

describe('reopenMinutesFor: the time the candidate had left, as a reopen takes it', () => {
  it.each([
    [21 * 60, 21],
    [12 * 60 + 1, 13],
    [1, 1],
    [0, 1],
    [STAFF_MINUTES_MAX * 60, STAFF_MINUTES_MAX],
    [STAFF_MINUTES_MAX * 60 + 1, STAFF_MINUTES_MAX],
    [24 * 3600, STAFF_MINUTES_MAX],
  ])('%i s → %i min', (seconds, minutes) => expect(reopenMinutesFor(seconds)).toBe(minutes));
});

describe('extendedDeadline', () => {
  const attempt = { startAnswerTime: at('2026-06-01T08:00:00Z'), deadline: at('2026-06-01T09:00:00Z') };
  const cases: [ExtraTime, string][] = [
    [{ minutes: 15 }, '2026-06-01T09:15:00.000Z'],
    [{ minutes: 600 }, '2026-06-01T19:00:00.000Z'],
    [{ multiplier: 1.5 }, '2026-06-01T09:30:00.000Z'],
    [{ multiplier: 1 }, '2026-06-01T09:00:00.000Z'],
    [{ multiplier: 3 }, '2026-06-01T11:00:00.000Z'],
  ];
  it.each(cases)('%j → %s', (extra, expected) =>
    expect(extendedDeadline(attempt, extra).toISOString()).toBe(expected),
  );
});

describe('reopenedDeadline', () => {
  const now = at('2026-06-01T08:00:00Z');
  it.each([
    [{ minutes: 15 }, '2026-06-01T08:15:00.000Z'],
    [{ until: at('2026-06-01T10:00:00Z') }, '2026-06-01T10:00:00.000Z'],
  ] as const)('%j → %s', (until, expected) =>
    expect(reopenedDeadline(until, now).toISOString()).toBe(expected),
  );
});

describe('passesEnd', () => {
  const deadline = at('2026-06-01T10:00:00Z');
  it.each([
    [[null, null], false],
    [[at('2026-06-01T12:00:00Z'), null], false],
    [[at('2026-06-01T12:00:00Z'), at('2026-06-01T09:00:00Z')], true],
    [[at('2026-06-01T10:00:00Z')], false],
  ] as const)('%j → %s', (ends, expected) => expect(passesEnd(deadline, ends)).toBe(expected));
});
