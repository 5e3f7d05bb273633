import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside this named region, which takes the focus so the keyboard can scroll it
 * (axe scrollable-region-focusable: an empty or text-only table has nothing else to focus).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto', minWidth: 0 }}>
      {children}
    </section>
  );
}
