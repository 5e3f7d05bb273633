import { useMinWidth } from './use-min-width';

/** A phone's width (under antd's `md`, 768 px): the header and the frame use their compact forms. */
export function useIsNarrow(): boolean {
  return !useMinWidth('md');
}
