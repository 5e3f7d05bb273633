import { describe, expect, it } from 'vitest';
import { isCountedLeave, isHandInForSwitching, leaveWarningOf } from './switch-screen';

describe('DESIGN §5 switch-screen hand-in', () => {
  it.each([
    { rule: 'at the allowed number: not yet', allowed: 5, compulsory: 1, times: 5, handIn: false },
    { rule: 'one beyond: handed in', allowed: 5, compulsory: 1, times: 6, handIn: true },
    { rule: 'zero allowed: the first leave hands in', allowed: 0, compulsory: 1, times: 1, handIn: true },
    { rule: 'not compulsory: only counted', allowed: 5, compulsory: 0, times: 60, handIn: false },
    { rule: 'none configured (-1): only counted', allowed: -1, compulsory: 1, times: 60, handIn: false },
  ])('$rule', ({ allowed, compulsory, times, handIn }) => {
    expect(
      isHandInForSwitching({ allowedSwitchScreenTimes: allowed, isCompulsoryHandIn: compulsory }, times),
    ).toBe(handIn);
  });
});

describe('what the candidate is told on coming back (issue 17 defect 4)', () => {
  it.each([
    {
      rule: 'the first of two, compulsory: counted',
      allowed: 2,
      compulsory: 1,
      times: 1,
      warning: 'counted',
    },
    {
      rule: 'at two of two, compulsory: the next one ends it',
      allowed: 2,
      compulsory: 1,
      times: 2,
      warning: 'lastChance',
    },
    {
      rule: 'zero allowed is handed in at once: nothing to say',
      allowed: 0,
      compulsory: 1,
      times: 1,
      warning: null,
    },
    { rule: 'beyond, compulsory: already handed in', allowed: 2, compulsory: 1, times: 3, warning: null },
    {
      rule: 'at the limit, not compulsory: counted only',
      allowed: 2,
      compulsory: 0,
      times: 2,
      warning: 'counted',
    },
    {
      rule: 'beyond, not compulsory: over the limit',
      allowed: 2,
      compulsory: 0,
      times: 3,
      warning: 'overLimit',
    },
    { rule: 'none configured: nothing', allowed: -1, compulsory: 1, times: 4, warning: null },
  ])('$rule', ({ allowed, compulsory, times, warning }) => {
    expect(leaveWarningOf({ allowedSwitchScreenTimes: allowed, isCompulsoryHandIn: compulsory }, times)).toBe(
      warning,
    );
  });
});

describe('what counts as leaving the page (DESIGN §5, issue 42, decision 0053)', () => {
  it.each([
    {
      rule: 'hidden (another tab, a minimised window) within 200 ms: none',
      hidden: true,
      ms: 200,
      counted: false,
    },
    { rule: 'hidden beyond 200 ms: a leave', hidden: true, ms: 201, counted: true },
    { rule: 'hidden for 1.5 s: a leave', hidden: true, ms: 1500, counted: true },
    {
      rule: 'in view, focus in the address bar or toolbar 1.5 s: none',
      hidden: false,
      ms: 1500,
      counted: false,
    },
    { rule: 'in view, focus elsewhere 5 s: none', hidden: false, ms: 5000, counted: false },
    { rule: 'in view, focus elsewhere beyond 5 s: a leave', hidden: false, ms: 5001, counted: true },
  ])('$rule', ({ hidden, ms, counted }) => {
    expect(isCountedLeave({ durationMs: ms, wasHidden: hidden })).toBe(counted);
  });
});
