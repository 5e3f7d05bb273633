/**
 * DESIGN §5 switch-screen rule: allowedSwitchScreenTimes (-1: none configured) is the number of times a candidate
 * may leave the exam; with isCompulsoryHandIn the attempt is handed in when a leave goes beyond it.
 */
export function isHandInForSwitching(
  exam: { allowedSwitchScreenTimes: number; isCompulsoryHandIn: number },
  times: number,
) {
  return (
    exam.isCompulsoryHandIn === 1 &&
    exam.allowedSwitchScreenTimes >= 0 &&
    times > exam.allowedSwitchScreenTimes
  );
}

/** A focus loss shorter than this (a notification, a click on the browser's own UI) is not counted (DESIGN §5). */
export const SWITCH_SCREEN_GRACE_MS = 200;

/**
 * Tab past the page's last control (or Shift+Tab before its first) moves the focus into the browser's own toolbar
 * while the page stays in view (issue 17 defect 4; decision 0033). Such a focus loss counts only when it lasts longer
 * than this, or as soon as the page is hidden.
 */
export const KEYBOARD_EXIT_GRACE_MS = 5000;

/** How soon after a Tab key the window's focus loss is taken as that key's doing, not another window's. */
export const KEYBOARD_EXIT_WINDOW_MS = 150;

export type LeaveWarning = 'counted' | 'lastChance' | 'overLimit';

/**
 * What the candidate is told on coming back from a counted leave (issue 17 defect 4): that it was counted, that the
 * next one ends the exam (the count has reached the limit and the exam hands in beyond it), or that they are past the
 * limit of an exam that only records. Null when the exam counts nothing.
 */
export function leaveWarningOf(
  exam: { allowedSwitchScreenTimes: number; isCompulsoryHandIn: number },
  times: number,
): LeaveWarning | null {
  const allowed = exam.allowedSwitchScreenTimes;
  if (allowed < 0) return null;
  if (times > allowed) return exam.isCompulsoryHandIn === 1 ? null : 'overLimit';
  return times === allowed && exam.isCompulsoryHandIn === 1 ? 'lastChance' : 'counted';
}
