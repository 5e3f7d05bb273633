import { SWITCH_SCREEN_GRACE_MS } from '@iexam/domain/attempts';
import { describe, expect, it } from 'vitest';
import { LeaveTracker } from './leave-tracker';

describe('switch-screen leaves (DESIGN §5, 200 ms grace)', () => {
  it('a focus loss within the grace is not counted', () => {
    const tracker = new LeaveTracker(SWITCH_SCREEN_GRACE_MS);
    tracker.leave('blur', 1000);
    expect(tracker.back(1000 + SWITCH_SCREEN_GRACE_MS)).toBeNull();
  });

  it('a focus loss beyond the grace is a blur event with its time and duration', () => {
    const tracker = new LeaveTracker(SWITCH_SCREEN_GRACE_MS);
    tracker.leave('blur', Date.UTC(2026, 5, 1, 8));
    expect(tracker.back(Date.UTC(2026, 5, 1, 8) + 201)).toEqual({
      eventType: 'blur',
      occurredAt: '2026-06-01T08:00:00.000Z',
      durationMs: 201,
    });
  });

  it('switching tabs fires blur and hidden: one event, of type hidden, from the first loss', () => {
    const tracker = new LeaveTracker(SWITCH_SCREEN_GRACE_MS);
    tracker.leave('blur', 1000);
    tracker.leave('hidden', 1010);
    expect(tracker.back(6000)).toMatchObject({ eventType: 'hidden', durationMs: 5000 });
    expect(tracker.isAway).toBe(false);
    expect(tracker.back(7000)).toBeNull();
  });
});
