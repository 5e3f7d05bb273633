import { SAVE_GRACE_MS } from '@iexam/domain/attempts';
import type { Db } from '../../../db/client';
import { findOverdueAttempts, summarizeRunningAttempts } from '../repo';
import { submitAttempt } from './submit-attempt';

const BATCH = 200;

/**
 * DESIGN §5: the server ends overdue attempts itself, stamped with their deadline, not the sweep's time. Every
 * process sweeps; the conditional hand-in makes concurrent sweeps harmless. Returns how many it handed in.
 */
export async function sweepOverdueAttempts(db: Db, now: Date): Promise<number> {
  let handedIn = 0;
  for (;;) {
    const overdue = await findOverdueAttempts(db, new Date(now.getTime() - SAVE_GRACE_MS), BATCH);
    for (const attempt of overdue)
      if (await submitAttempt(db, attempt.schoolId, attempt.id, attempt.deadline, 'timeUp')) handedIn += 1;
    if (overdue.length < BATCH) return handedIn;
  }
}

/**
 * Attempts running now, and how far the sweep is behind: the seconds since the oldest attempt that should have been
 * handed in by now (its deadline plus the save grace) was due; 0 when none waits.
 */
export async function readSweepState(
  db: Db,
  now: Date,
): Promise<{ runningAttempts: number; lagSeconds: number }> {
  const dueBefore = new Date(now.getTime() - SAVE_GRACE_MS);
  const { running, oldestOverdue } = await summarizeRunningAttempts(db, dueBefore);
  const lagSeconds = oldestOverdue ? (dueBefore.getTime() - oldestOverdue.getTime()) / 1000 : 0;
  return { runningAttempts: running, lagSeconds };
}
