import type { MonitorCandidate } from '@/api/admin/monitor';

export const MONITOR_ACTIONS = [
  'extraTime',
  'reopen',
  'handIn',
  'switchScreenReset',
  'accommodation',
  'move',
  'cancel',
  'answersFile',
] as const;
export type MonitorAction = (typeof MONITOR_ACTIONS)[number];

/** The actions that make sense for a candidate as they stand (the server refuses the rest with 409 anyway). */
export function actionsFor(candidate: MonitorCandidate): MonitorAction[] {
  const running = candidate.state === 'in_progress';
  const handedIn = ['submitted', 'grading', 'graded'].includes(candidate.state);
  const allowed: Record<MonitorAction, boolean> = {
    extraTime: running,
    reopen: handedIn,
    handIn: running,
    switchScreenReset: running,
    accommodation: candidate.userId !== null && !running,
    move: candidate.appointmentId !== null,
    cancel: candidate.appointmentId !== null,
    answersFile: candidate.examResultId !== null,
  };
  return MONITOR_ACTIONS.filter((action) => allowed[action]);
}
