import { SWITCH_SCREEN_GRACE_MS, VISIBLE_BLUR_GRACE_MS } from '@iexam/domain/attempts';
import { describe, expect, it } from 'vitest';
import { LeaveTracker } from './leave-tracker';

// Which leaves count is the domain's table (isCountedLeave, decision 0053); here, how the page's events make a leave.
describe('switch-screen leaves (DESIGN §5, decision 0053)', () => {
  it('a focus loss with the page in view is a blur event, with its time and duration, beyond 5 s', () => {
    const tracker = new LeaveTracker();
    tracker.leave('blur', Date.UTC(2026, 5, 1, 8));
    expect(tracker.back(Date.UTC(2026, 5, 1, 8) + VISIBLE_BLUR_GRACE_MS + 1)).toEqual({
      eventType: 'blur',
      occurredAt: '2026-06-01T08:00:00.000Z',
      durationMs: VISIBLE_BLUR_GRACE_MS + 1,
    });
  });

  it.each([
    { rule: 'the address bar or the toolbar for 1.5 s: none', kinds: ['blur'], away: 1500, counted: false },
    {
      rule: 'another tab: blur then hidden, a leave beyond 200 ms',
      kinds: ['blur', 'hidden'],
      away: 300,
      counted: true,
    },
    { rule: 'hidden first (a minimised window)', kinds: ['hidden', 'blur'], away: 300, counted: true },
    {
      rule: 'hidden, back within 200 ms: none',
      kinds: ['hidden'],
      away: SWITCH_SCREEN_GRACE_MS,
      counted: false,
    },
  ] as const)('$rule', ({ kinds, away, counted }) => {
    const tracker = new LeaveTracker();
    for (const kind of kinds) tracker.leave(kind, 1000);
    expect(tracker.back(1000 + away) !== null).toBe(counted);
  });

  it('switching tabs fires blur and hidden: one event, of type hidden, timed from the first loss', () => {
    const tracker = new LeaveTracker();
    tracker.leave('blur', 1000);
    tracker.leave('hidden', 1010);
    expect(tracker.back(6000)).toMatchObject({ eventType: 'hidden', durationMs: 5000 });
    expect(tracker.isAway).toBe(false);
    expect(tracker.back(7000)).toBeNull();
  });

  it('the next leave starts afresh: a hidden page before does not shorten its grace', () => {
    const tracker = new LeaveTracker();
    tracker.leave('hidden', 1000);
    expect(tracker.back(1100)).toBeNull();
    tracker.leave('blur', 2000);
    expect(tracker.back(4000)).toBeNull();
  });
});
