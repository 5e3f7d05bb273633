import { KEYBOARD_EXIT_GRACE_MS, SWITCH_SCREEN_GRACE_MS } from '@iexam/domain/attempts';
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

  describe('a Tab out of the page into the browser toolbar (issue 17 defect 4, decision 0033)', () => {
    const tracker = () => new LeaveTracker(SWITCH_SCREEN_GRACE_MS, KEYBOARD_EXIT_GRACE_MS);

    it.each([
      {
        rule: 'back within its grace: not counted',
        keyboard: true,
        hidden: false,
        away: 4000,
        counted: false,
      },
      { rule: 'beyond its grace: counted', keyboard: true, hidden: false, away: 5001, counted: true },
      {
        rule: 'the page hidden meanwhile: the short grace',
        keyboard: true,
        hidden: true,
        away: 1000,
        counted: true,
      },
      {
        rule: 'a focus loss without the Tab key: the short grace',
        keyboard: false,
        hidden: false,
        away: 1000,
        counted: true,
      },
    ])('$rule', ({ keyboard, hidden, away, counted }) => {
      const leaves = tracker();
      leaves.leave('blur', 1000, keyboard);
      if (hidden) leaves.leave('hidden', 1100);
      expect(leaves.back(1000 + away) !== null).toBe(counted);
    });

    it('the next leave starts afresh', () => {
      const leaves = tracker();
      leaves.leave('blur', 1000, true);
      expect(leaves.back(3000)).toBeNull();
      leaves.leave('blur', 4000);
      expect(leaves.back(5000)).toMatchObject({ eventType: 'blur', durationMs: 1000 });
    });
  });
});
