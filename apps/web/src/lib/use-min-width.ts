import { useSyncExternalStore } from 'react';
import { fixedRenderContext } from './render-context';

/** antd's breakpoints (its `sm`, `md`, `lg`), so that our layout switches where antd's own components do. */
const MIN_WIDTH_QUERIES = {
  sm: '(min-width: 576px)',
  md: '(min-width: 768px)',
  lg: '(min-width: 992px)',
} as const;
export type Breakpoint = keyof typeof MIN_WIDTH_QUERIES;

/**
 * Whether the viewport is at least `breakpoint` wide, right from the first render (antd's Grid.useBreakpoint knows
 * nothing until its effect runs, and the page shifted when it did). While the server renders a page, and while the
 * browser hydrates it, the server's guess from the user agent stands in: a phone is under every breakpoint, anything
 * else over them.
 */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const query = MIN_WIDTH_QUERIES[breakpoint];
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => !(fixedRenderContext()?.isPhone ?? false),
  );
}
