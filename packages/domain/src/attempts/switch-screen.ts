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
