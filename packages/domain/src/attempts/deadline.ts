/**
 * Saves already in flight when the time runs out still count for this long: the request left the browser before
 * the deadline (DESIGN §5 "a small grace"). The sweep hands in an attempt only once this has passed too.
 */
export const SAVE_GRACE_MS = 15_000;

/**
 * DESIGN §5 deadline: the earliest of the start plus the candidate's answer time, the session's end and the exam's
 * end (moodle's access_manager::get_end_time: the earliest of the rules' end times).
 */
export function attemptDeadline(input: {
  startedAt: Date;
  answerMinutes: number;
  sessionEnd: Date | null;
  examEnd: Date | null;
}): Date {
  const candidates = [
    input.startedAt.getTime() + input.answerMinutes * 60_000,
    input.sessionEnd?.getTime() ?? Number.POSITIVE_INFINITY,
    input.examEnd?.getTime() ?? Number.POSITIVE_INFINITY,
  ];
  return new Date(Math.min(...candidates));
}

/** A save that reaches the server at `now` is accepted up to the deadline plus the grace. */
export function isWithinSaveWindow(deadline: Date, now: Date): boolean {
  return now.getTime() <= deadline.getTime() + SAVE_GRACE_MS;
}

/** The server hands in an attempt whose deadline and grace have both passed (stamped with the deadline). */
export function isOverdue(deadline: Date, now: Date): boolean {
  return !isWithinSaveWindow(deadline, now);
}
