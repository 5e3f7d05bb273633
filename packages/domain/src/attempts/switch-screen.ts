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

/** A leave of the page shorter than this is not counted (DESIGN §5): a notification, a flicker of visibility. */
export const SWITCH_SCREEN_GRACE_MS = 200;

/**
 * The window lost focus while the page stayed in view: the focus went into the browser's own UI (Tab past the page's
 * last control, a click into the address bar, a permission prompt) or to a window beside it. Such a leave counts only
 * when it lasts longer than this (issue 42, decision 0053); one during which the page was hidden counts by the grace.
 */
export const VISIBLE_BLUR_GRACE_MS = 5000;

/** Whether a leave of the page counts (decision 0053): its duration beyond the grace that its kind is given. */
export function isCountedLeave(leave: { durationMs: number; wasHidden: boolean }): boolean {
  return leave.durationMs > (leave.wasHidden ? SWITCH_SCREEN_GRACE_MS : VISIBLE_BLUR_GRACE_MS);
}

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
