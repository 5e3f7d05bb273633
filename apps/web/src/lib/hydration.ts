/**
 * Which parts of a page the server drew are still to be hydrated. React hydrates each part of components/hydrated-apart
 * after the page around it, so the page is not hydrated when the root's effects run: what the server fixed for
 * hydration (lib/render-context) must hold until the last part is, or that part would be drawn with other values than
 * the server's and drawn again. Parts are hydrated within a moment; a part that never is (its code failed to load) does
 * not hold the page's clock for longer than HYDRATION_LIMIT_MS.
 */
const HYDRATION_LIMIT_MS = 10_000;

let pendingParts = 0;
let onHydrated: (() => void) | undefined;

function finishIfHydrated(): void {
  if (pendingParts > 0 || !onHydrated) return;
  const finish = onHydrated;
  onHydrated = undefined;
  finish();
}

/** A part not yet hydrated; the returned function says it now is (once). */
export function holdHydration(): () => void {
  pendingParts += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    pendingParts = Math.max(0, pendingParts - 1);
    finishIfHydrated();
  };
}

/** The root is hydrated: `finish` runs once its parts are too (at once if it has none). */
export function afterPartsHydrated(finish: () => void): void {
  onHydrated = finish;
  finishIfHydrated();
  window.setTimeout(() => {
    if (onHydrated !== finish) return;
    pendingParts = 0;
    finishIfHydrated();
  }, HYDRATION_LIMIT_MS);
}
