import { requireAttemptClient } from '../../../access/attempt-access';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { findAttemptWithNotices, type Presence, recordPresence } from '../repo-state';

/**
 * The answer page's poll (issue 21): what staff changed on the running attempt (its deadline, its status, its
 * leave count) and what the candidate is told of it, and the client's presence for the live monitor. Two
 * statements on a running attempt: every candidate calls it every 15 s. An overdue attempt is handed in on the way.
 */
export async function getAttemptState(
  db: Db,
  candidate: Candidate,
  examResultId: number,
  presence: Presence,
  isDesktopClient: boolean,
) {
  const attempt = await requireAccess(
    db,
    candidate,
    { attempt: examResultId, find: findAttemptWithNotices },
    presence.at,
  );
  requireAttemptClient(attempt, attempt, isDesktopClient);
  if (attempt.status === 'in_progress') await recordPresence(db, candidate.schoolId, attempt.id, presence);
  return {
    status: attempt.status,
    deadline: attempt.deadline.toISOString(),
    now: presence.at.toISOString(),
    switchScreenTimes: attempt.switchScreenTimes,
    allowedSwitchScreenTimes: attempt.allowedSwitchScreenTimes,
    handInReason: attempt.handInReason,
    notices: attempt.notices.map((notice) => ({ ...notice, at: new Date(notice.at).toISOString() })),
  };
}
