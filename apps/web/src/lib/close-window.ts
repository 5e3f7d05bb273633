import { useEffect, useState } from 'react';

/** How long after the attempt to close the browser has had time to do it. */
const CLOSE_CHECK_MS = 300;

/**
 * Asks the browser to close this tab. Browsers let a script close only a tab a script opened, or one with nothing to
 * go back to; Chromium refuses the rest without a word (issue 42: "关闭页面" did nothing). `onStillOpen` runs when the
 * tab is still there a moment later, so the page can say what to do instead. A tab that closed runs no more timers;
 * one that runs this one is still in front of the candidate, whatever `window.closed` says.
 */
export function closeWindow(onStillOpen: () => void): () => void {
  window.close();
  const check = window.setTimeout(onStillOpen, CLOSE_CHECK_MS);
  return () => window.clearTimeout(check);
}

/** `closeWindow` after `delayMs` (SPEC §5, §8: the missing-examId tip and the deleted exam). */
export function closeWindowAfter(delayMs: number, onStillOpen: () => void): () => void {
  let cancelCheck: () => void = () => undefined;
  const timer = window.setTimeout(() => {
    cancelCheck = closeWindow(onStillOpen);
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    cancelCheck();
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
