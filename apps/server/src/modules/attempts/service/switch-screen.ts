import { isHandInForSwitching } from '@iexam/domain/attempts';
import { AppError } from '@iexam/domain/errors';
import { requireAttemptClient } from '../../../access/attempt-access';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import { lockAttempt } from '../../../db/attempt-lock';
import type { Db } from '../../../db/client';
import { loadExamOfAttempt } from '../../exams/service/attempt-settings';
import { addSwitchScreenTimes, insertSwitchEvents } from '../repo';
import { submitInTransaction } from './submit-attempt';

export interface SwitchEvent {
  eventType: 'hidden' | 'blur';
  occurredAt: Date;
  durationMs: number | null;
}

/**
 * SPEC §7 switchScreenTimesCommit: the page's focus and visibility losses are kept with their times as an audit
 * trail and counted; beyond allowedSwitchScreenTimes with isCompulsoryHandIn the attempt is handed in (DESIGN §5).
 */
export async function commitSwitchScreen(
  db: Db,
  candidate: Candidate,
  input: { examResultId: number; events: SwitchEvent[]; clientId?: string | undefined },
  now: Date,
  isDesktopClient: boolean,
) {
  const attempt = await requireAccess(db, candidate, { attempt: input.examResultId }, now);
  const exam = await loadExamOfAttempt(db, candidate.schoolId, attempt.examId);
  requireAttemptClient(exam, attempt, isDesktopClient);
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, candidate.schoolId, attempt.id);
    if (locked?.status !== 'in_progress')
      return { switchScreenTimes: attempt.switchScreenTimes, isHandedIn: true };
    // Only the client holding the attempt reports its leaves: a taken-over tab's focus is not the candidate's.
    if (input.clientId && locked.activeClientId && locked.activeClientId !== input.clientId)
      throw new AppError('ATTEMPT_TAKEN_OVER');
    await insertSwitchEvents(tx, candidate.schoolId, attempt.id, input.events);
    const times = (await addSwitchScreenTimes(tx, candidate.schoolId, attempt.id, input.events.length)) ?? 0;
    const isHandedIn = isHandInForSwitching(exam, times);
    if (isHandedIn) await submitInTransaction(tx, candidate.schoolId, attempt.id, now, 'switchScreen');
    return { switchScreenTimes: times, isHandedIn };
  });
}

/** The server's count (the audit trail's) against the allowed number, for a page that lost its own. */
export async function getSwitchScreenTimes(db: Db, candidate: Candidate, examResultId: number, now: Date) {
  const attempt = await requireAccess(db, candidate, { attempt: examResultId }, now);
  const exam = await loadExamOfAttempt(db, candidate.schoolId, attempt.examId);
  return {
    switchScreenTimes: attempt.switchScreenTimes,
    allowedSwitchScreenTimes: exam.allowedSwitchScreenTimes,
    isHandedIn: attempt.status !== 'in_progress',
  };
}
