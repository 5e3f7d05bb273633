import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from the next render on: for what
 * the server cannot draw the same way (a portal, a closed modal rendered ahead) and must be left to the browser.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
