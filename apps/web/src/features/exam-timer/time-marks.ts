/** Remaining times (seconds) the polite live region reads out: 10, 5 and 1 minutes and 30 seconds. */
export const ANNOUNCE_AT_SECONDS = [600, 300, 60, 30] as const;
/** Remaining times (seconds) that show a visible warning: 5 and 1 minutes. */
export const WARN_AT_SECONDS = [300, 60] as const;

/**
 * The mark passed between two readings of the remaining time, if any: a mark m with current <= m < previous. When
 * a hidden tab skipped several marks, only the last one passed (the smallest) is worth saying. The first reading (previous null) passes nothing, so opening the page with 4 minutes
 * left does not announce "5 minutes".
 */
export function passedMark(
  previous: number | null,
  current: number,
  marks: readonly number[],
): number | null {
  if (previous === null) return null;
  const passed = marks.filter((mark) => current <= mark && mark < previous);
  return passed.length === 0 ? null : Math.min(...passed);
}
