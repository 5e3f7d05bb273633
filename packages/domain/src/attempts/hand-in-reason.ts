/**
 * Why an attempt was handed in (issue 17 defect 4), shown to the candidate on the page after it: by themselves, at
 * the time limit, by the leave limit (allowedSwitchScreenTimes with isCompulsoryHandIn), or because they confirmed
 * starting another exam that runs one attempt at a time.
 */
export const HAND_IN_REASONS = ['candidate', 'timeUp', 'switchScreen', 'otherExam', 'staff'] as const;
export type HandInReason = (typeof HAND_IN_REASONS)[number];

/**
 * The answer page hands in by itself when its countdown reaches zero and says so. Its clock is the server's plus an
 * offset measured at load, so it may be a little early; a claim made further from the deadline than this is a
 * candidate's own hand-in.
 */
export const TIME_UP_TOLERANCE_MS = 30_000;

/** The reason of a hand-in the page asked for (doExam): 'timeUp' only when the page said so near the deadline. */
export function pageHandInReason(input: { isTimeUp: boolean; deadline: Date; now: Date }): HandInReason {
  const msLeft = input.deadline.getTime() - input.now.getTime();
  return input.isTimeUp && msLeft <= TIME_UP_TOLERANCE_MS ? 'timeUp' : 'candidate';
}
