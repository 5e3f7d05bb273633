import type { ErrorReason } from '../errors';
import { isOverdue, isWithinSaveWindow } from './deadline';

/** The attempt a save is aimed at, as its locked row says. */
export interface SaveTarget {
  status: string;
  deadline: Date;
  /** The client that took the attempt last (answerDetails with a clientId); null when none did. */
  activeClientId: string | null;
}

export type SaveAdmission =
  | { verdict: 'accept' }
  /** Past its deadline and grace but still open: the server hands it in (stamped with the deadline) and refuses. */
  | { verdict: 'overdue' }
  | { verdict: 'refuse'; error: Extract<ErrorReason, 'ATTEMPT_SUBMITTED' | 'ATTEMPT_TAKEN_OVER'> };

/**
 * DESIGN §5 save protocol: whether a save from `clientId` at `now` may change the attempt's answers. The order is
 * the rule: an open attempt past its grace is overdue whoever asks; a closed one, or a save after the grace, is
 * refused as handed in; then only the client that took the attempt last may write.
 */
export function admitSave(target: SaveTarget, clientId: string, now: Date): SaveAdmission {
  if (target.status === 'in_progress' && isOverdue(target.deadline, now)) return { verdict: 'overdue' };
  if (target.status !== 'in_progress' || !isWithinSaveWindow(target.deadline, now))
    return { verdict: 'refuse', error: 'ATTEMPT_SUBMITTED' };
  if (target.activeClientId && target.activeClientId !== clientId)
    return { verdict: 'refuse', error: 'ATTEMPT_TAKEN_OVER' };
  return { verdict: 'accept' };
}
