/**
 * Ends the current task and resumes in a new one, so that a phone's main thread can paint and answer a tap between
 * two steps of long work (a task over 50 ms is what makes a page feel stuck). `scheduler.yield` resumes ahead of
 * other queued work where the browser has it; a timer elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
