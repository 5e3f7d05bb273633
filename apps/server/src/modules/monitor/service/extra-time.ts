import { type ExtraTime, extendedDeadline, passesEnd } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findAttemptEnds, setRunningDeadline } from '../repo-actions';
import { actOnAttempt, wrongState } from './act-on-attempt';

/**
 * More time for a running attempt: its stored deadline moves, which every check reads (DESIGN §5). It may pass the
 * exam's or session's end: staff decide, and the answer says so (passesEnd).
 */
export async function addExtraTime(
  db: Db,
  staff: Staff,
  examResultId: number,
  input: ExtraTime & { reason: string },
  now: Date,
) {
  const extra: ExtraTime = 'minutes' in input ? { minutes: input.minutes } : { multiplier: input.multiplier };
  return actOnAttempt(db, staff, examResultId, { reason: input.reason, now }, async (tx, attempt) => {
    if (attempt.status !== 'in_progress') throw wrongState(attempt, 'extra time is for a running attempt');
    const deadline = extendedDeadline(attempt, extra);
    await setRunningDeadline(tx, staff.schoolId, attempt.id, deadline);
    const minutes = Math.round((deadline.getTime() - attempt.deadline.getTime()) / 60_000);
    const ends = await findAttemptEnds(tx, staff.schoolId, attempt.examId, attempt.sessionId);
    return {
      action: 'attempt.extra_time',
      detail: { ...extra, deadlineBefore: attempt.deadline.toISOString(), deadline: deadline.toISOString() },
      notice: { kind: 'extra_time', detail: { minutes, deadline: deadline.toISOString() } },
      result: { examResultId: attempt.id, deadline, minutes, passesEnd: passesEnd(deadline, ends) },
    };
  });
}
