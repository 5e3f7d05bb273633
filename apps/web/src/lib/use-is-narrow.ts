import { Grid } from 'antd';

/** A phone's width (under antd's `md`, 768 px): the header and the frame use their compact forms. */
export function useIsNarrow(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement antd reports no breakpoint at all: wide is the safe guess for a desktop exam PC.
  return screens.md === false;
}
