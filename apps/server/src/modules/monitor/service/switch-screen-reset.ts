import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { resetSwitchScreenTimes } from '../repo-actions';
import { actOnAttempt, wrongState } from './act-on-attempt';

/** The leave count of a running attempt back to 0; the events stay as the trail. */
export async function resetSwitchScreen(
  db: Db,
  staff: Staff,
  examResultId: number,
  reason: string,
  now: Date,
) {
  return actOnAttempt(db, staff, examResultId, { reason, now }, async (tx, attempt) => {
    if (attempt.status !== 'in_progress')
      throw wrongState(attempt, 'the count is reset on a running attempt');
    await resetSwitchScreenTimes(tx, staff.schoolId, attempt.id);
    return {
      action: 'attempt.switch_screen_reset',
      detail: { switchScreenTimesBefore: attempt.switchScreenTimes },
      notice: { kind: 'switch_screen_reset', detail: { switchScreenTimesBefore: attempt.switchScreenTimes } },
      result: { examResultId: attempt.id, switchScreenTimes: 0 as const },
    };
  });
}
