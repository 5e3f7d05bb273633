/**
 * Closes the tab after `delayMs` (SPEC §5, §8: the missing-examId tip and the deleted exam). Browsers only let a
 * script close a window a script opened; otherwise nothing happens and the tip stays on screen.
 */
export function closeWindowAfter(delayMs: number): () => void {
  const timer = window.setTimeout(() => window.close(), delayMs);
  return () => window.clearTimeout(timer);
}
