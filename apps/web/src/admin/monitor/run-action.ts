import {
  addExtraTime,
  cancelBooking,
  handInAttempt,
  loadAnswersFile,
  type MonitorCandidate,
  moveBooking,
  reopenAttempt,
  resetSwitchScreen,
  setAccommodation,
} from '@/api/admin/monitor';
import type { MonitorAction } from './monitor-actions';

/** What the action modal's form holds (each action reads its own fields). */
export interface ActionValues {
  reason: string;
  kind?: 'minutes' | 'multiplier';
  minutes?: number;
  multiplier?: number;
  extraMinutes?: number;
  timeMultiplier?: number;
  sessionId?: number;
  file?: unknown;
}

/** The text the console shows after an action succeeded: its key and values. */
export interface ActionDone {
  key: MonitorAction;
  values?: Record<string, unknown>;
  passesEnd?: boolean;
}

const id = (value: number | null) => value as number;

/** Calls the route of one monitor action (docs/admin-api.md, "Live monitor"). */
export async function runAction(
  schoolId: string,
  examId: number,
  candidate: MonitorCandidate,
  action: MonitorAction,
  values: ActionValues,
): Promise<ActionDone> {
  const { reason } = values;
  const attempt = id(candidate.examResultId);
  switch (action) {
    case 'extraTime': {
      const extra =
        values.kind === 'multiplier'
          ? { multiplier: values.multiplier ?? 1 }
          : { minutes: values.minutes ?? 1 };
      const done = await addExtraTime(schoolId, attempt, { ...extra, reason });
      return { key: 'extraTime', values: { deadline: done.deadline }, passesEnd: done.passesEnd };
    }
    case 'reopen': {
      const done = await reopenAttempt(schoolId, attempt, { minutes: values.minutes ?? 15, reason });
      return { key: 'reopen', values: { deadline: done.deadline }, passesEnd: done.passesEnd };
    }
    case 'handIn':
      await handInAttempt(schoolId, attempt, reason);
      return { key: 'handIn' };
    case 'switchScreenReset':
      await resetSwitchScreen(schoolId, attempt, reason);
      return { key: 'switchScreenReset' };
    case 'accommodation':
      await setAccommodation(schoolId, examId, id(candidate.userId), {
        extraMinutes: values.extraMinutes ?? 0,
        timeMultiplier: values.timeMultiplier ?? 1,
        reason,
      });
      return { key: 'accommodation' };
    case 'move':
      await moveBooking(schoolId, id(candidate.appointmentId), { sessionId: values.sessionId ?? 0, reason });
      return { key: 'move' };
    case 'cancel':
      await cancelBooking(schoolId, id(candidate.appointmentId), reason);
      return { key: 'cancel' };
    case 'answersFile': {
      const done = await loadAnswersFile(schoolId, attempt, values.file);
      return { key: 'answersFile', values: { applied: done.appliedCount, count: done.answerCount } };
    }
  }
}
