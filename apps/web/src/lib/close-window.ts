import { useEffect, useState } from 'react';

/** How long after the attempt to close the browser has had time to do it. */
const CLOSE_CHECK_MS = 300;

/**
 * Closes the tab after `delayMs` (SPEC §5, §8: the missing-examId tip and the deleted exam). Browsers only let a
 * script close a window a script opened; when the tab is still there after the attempt, `onStillOpen` runs, so the
 * page can stop promising to close and say what to do instead.
 */
export function closeWindowAfter(delayMs: number, onStillOpen: () => void = () => undefined): () => void {
  let check: number | undefined;
  const timer = window.setTimeout(() => {
    window.close();
    check = window.setTimeout(() => {
      if (!window.closed) onStillOpen();
    }, CLOSE_CHECK_MS);
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    window.clearTimeout(check);
  };
}

/** `closeWindowAfter` for a component: true once the tab was asked to close and stayed open. */
export function useCloseWindowAfter(delayMs: number, isWanted = true): boolean {
  const [isStillOpen, setIsStillOpen] = useState(false);
  useEffect(
    () => (isWanted ? closeWindowAfter(delayMs, () => setIsStillOpen(true)) : undefined),
    [delayMs, isWanted],
  );
  return isStillOpen;
}
