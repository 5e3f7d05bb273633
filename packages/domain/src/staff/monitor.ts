/**
 * The live monitor's rules (issue 21): where a candidate stands in an exam, and how the staff actions on a running
 * or handed-in attempt move its deadline. Pure: the server reads the rows and writes the result.
 */
export const MONITOR_STATES = [
  'booked',
  'not_started',
  'in_progress',
  'submitted',
  'grading',
  'graded',
] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

/** The console polls the monitor this often: plain polling survives proxies and reconnects (docs/admin-api.md). */
export const MONITOR_REFRESH_MS = 5_000;

/** How many of an attempt's newest leave events the monitor lists (the count is the attempt's own). */
export const MONITOR_SWITCH_EVENTS = 20;

/** Bounds of the staff actions' inputs (extra time, reopen, accommodation). */
export const STAFF_MINUTES_MAX = 600;
export const TIME_MULTIPLIER_MAX = 3;
export const STAFF_REASON_MAX = 500;

type AttemptStatus = 'in_progress' | 'submitted' | 'grading' | 'graded';

/** A candidate's state: their newest attempt's status, else booked (a live booking) or not started. */
export function monitorStateOf(input: {
  attemptStatus: AttemptStatus | null;
  hasBooking: boolean;
}): MonitorState {
  if (input.attemptStatus !== null) return input.attemptStatus;
  return input.hasBooking ? 'booked' : 'not_started';
}

/** Whole seconds to the deadline, 0 once passed; null for an attempt that is not running. */
export function secondsLeftOf(state: MonitorState, deadline: Date | null, now: Date): number | null {
  if (state !== 'in_progress' || deadline === null) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/**
 * Whole seconds a handed-in attempt had left when it ended: its deadline less its hand-in time, 0 when handed in at or
 * past the deadline (time up); null for an attempt not handed in. Worked out from what the attempt stores (the sweep
 * stamps a time-up hand-in with its deadline), so there is no second figure to keep in step.
 */
export function secondsLeftAtHandIn(deadline: Date | null, submittedAt: Date | null): number | null {
  if (deadline === null || submittedAt === null) return null;
  return Math.max(0, Math.floor((deadline.getTime() - submittedAt.getTime()) / 1000));
}

/**
 * The minutes a reopen offers first (issue 40): the time the candidate had left when the attempt ended, in whole
 * minutes rounded up so none of it is lost, within what a reopen takes (1 to STAFF_MINUTES_MAX).
 */
export function reopenMinutesFor(secondsLeft: number): number {
  return Math.min(STAFF_MINUTES_MAX, Math.max(1, Math.ceil(secondsLeft / 60)));
}

export type ExtraTime = { minutes: number } | { multiplier: number };

/**
 * A running attempt's new deadline: minutes are added to the deadline; a multiplier stretches the whole answer time
 * (start + (deadline − start) × multiplier), so 1.5 on a 60-minute attempt gives 90 minutes from the start.
 */
export function extendedDeadline(attempt: { startAnswerTime: Date; deadline: Date }, extra: ExtraTime): Date {
  const deadline = attempt.deadline.getTime();
  if ('minutes' in extra) return new Date(deadline + extra.minutes * 60_000);
  const start = attempt.startAnswerTime.getTime();
  return new Date(Math.round(start + (deadline - start) * extra.multiplier));
}

export type ReopenUntil = { until: Date } | { minutes: number };

/** A reopened attempt's deadline: the time staff named, or minutes from now. */
export function reopenedDeadline(until: ReopenUntil, now: Date): Date {
  if ('until' in until) return until.until;
  return new Date(now.getTime() + until.minutes * 60_000);
}

/** Whether a deadline lies past the end of the exam or its session (staff may allow it; the console says so). */
export function passesEnd(deadline: Date, ends: readonly (Date | null)[]): boolean {
  return ends.some((end) => end !== null && deadline.getTime() > end.getTime());
}
