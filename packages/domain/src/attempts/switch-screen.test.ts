import { describe, expect, it } from 'vitest';
import { isHandInForSwitching } from './switch-screen';

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
