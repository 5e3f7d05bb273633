import { describe, expect, it } from 'vitest';
import { HintTooltip } from './hint-tooltip';

describe('HintTooltip (SPEC §2)', () => {
  it('uses the hover delays enter 0.5 s and leave 0.1 s unless told otherwise', () => {
    const element = HintTooltip({ title: 'x' });
    expect(element.props).toMatchObject({ mouseEnterDelay: 0.5, mouseLeaveDelay: 0.1, title: 'x' });
  });
});
