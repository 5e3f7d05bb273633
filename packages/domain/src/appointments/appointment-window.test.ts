import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentStateAt, canCancelAppointment, type SessionBookingFacts } from './appointment-window';

const OPEN = new Date('2026-06-01T08:00:00Z');
const CLOSE = new Date('2026-06-03T08:00:00Z');
const second = (base: Date, n: number) => new Date(base.getTime() + n * 1000);
const session = (overrides: Partial<SessionBookingFacts> = {}): SessionBookingFacts => ({
  appointmentStatus: 0,
  remainderNum: 10,
  appointmentOpenBeginTime: OPEN,
  appointmentOpenEndTime: CLOSE,
  ...overrides,
});

describe('SPEC §4 appointment state per session', () => {
  it.each([
    {
      rule: 'another session booked: said before the form (issue 17 defect 10)',
      facts: session({ hasOtherBooking: true }),
      now: second(OPEN, 1),
      expected: 'bookedElsewhere',
    },
    {
      rule: 'another session booked wins over full',
      facts: session({ hasOtherBooking: true, remainderNum: 0 }),
      now: second(OPEN, 1),
      expected: 'bookedElsewhere',
    },
    {
      rule: 'booked wins over full',
      facts: session({ appointmentStatus: 1, remainderNum: 0 }),
      now: second(OPEN, 1),
      expected: 'booked',
    },
    {
      rule: 'booked wins over a closed window',
      facts: session({ appointmentStatus: 1 }),
      now: second(CLOSE, 1),
      expected: 'booked',
    },
    {
      rule: 'full wins over a window not yet open',
      facts: session({ remainderNum: 0 }),
      now: second(OPEN, -1),
      expected: 'full',
    },
    {
      rule: 'one second before the window opens: not open',
      facts: session(),
      now: second(OPEN, -1),
      expected: 'notOpen',
    },
    { rule: 'the opening instant: book', facts: session(), now: OPEN, expected: 'book' },
    {
      rule: 'one second before the window ends: book',
      facts: session(),
      now: second(CLOSE, -1),
      expected: 'book',
    },
    { rule: 'the closing instant: closed', facts: session(), now: CLOSE, expected: 'closed' },
    {
      rule: 'one place left: book',
      facts: session({ remainderNum: 1 }),
      now: second(OPEN, 1),
      expected: 'book',
    },
    {
      rule: 'unlimited places: book',
      facts: session({ remainderNum: null }),
      now: second(OPEN, 1),
      expected: 'book',
    },
    {
      rule: 'no window at all: book',
      facts: session({ appointmentOpenBeginTime: null, appointmentOpenEndTime: null }),
      now: OPEN,
      expected: 'book',
    },
  ])('$rule', ({ facts, now, expected }) => {
    expect(appointmentStateAt(facts, now)).toBe(expected);
  });

  it('a later now never reopens a closed window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (offset, step) => {
        const first = appointmentStateAt(session(), new Date(CLOSE.getTime() + offset));
        const later = appointmentStateAt(session(), new Date(CLOSE.getTime() + offset + step));
        expect([first, later]).toEqual(['closed', 'closed']);
      }),
    );
  });
});

describe('SPEC §5 cancel window', () => {
  const window = { cancelAppointmentBeginTime: OPEN, cancelAppointmentEndTime: CLOSE };
  it.each([
    {
      rule: 'one second before the window: cancel time not arrived',
      now: second(OPEN, -1),
      expected: { allowed: false, reason: 'CANCEL_TIME_NOT_ARRIVED' },
    },
    { rule: 'at the window begin: allowed', now: OPEN, expected: { allowed: true } },
    { rule: 'one second after the begin: allowed', now: second(OPEN, 1), expected: { allowed: true } },
    { rule: 'one second before the end: allowed', now: second(CLOSE, -1), expected: { allowed: true } },
    { rule: 'at the window end: allowed', now: CLOSE, expected: { allowed: true } },
    {
      rule: 'one second after the end: cancel time passed',
      now: second(CLOSE, 1),
      expected: { allowed: false, reason: 'CANCEL_TIME_PASSED' },
    },
  ])('$rule', ({ now, expected }) => {
    expect(canCancelAppointment(window, now)).toEqual(expected);
  });

  it('no window bounds: always allowed', () => {
    expect(
      canCancelAppointment({ cancelAppointmentBeginTime: null, cancelAppointmentEndTime: null }, OPEN),
    ).toEqual({ allowed: true });
  });
});
