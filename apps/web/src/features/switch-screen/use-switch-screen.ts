import { useEffect, useRef, useState } from 'react';
import { commitSwitchScreen } from '@/api/attempts';
import { type LeaveEvent, LeaveTracker } from './leave-tracker';

export interface UseSwitchScreenParams {
  schoolId: string;
  examResultId: number;
  clockOffsetMs: number;
  /** The server's count when the page opened. */
  initialTimes: number;
  /** The server's count as the attempt's poll last read it (staff may reset it, issue 21). */
  serverTimes?: number | undefined;
  isActive: boolean;
  /** The server handed the attempt in for leaving too often (allowedSwitchScreenTimes with isCompulsoryHandIn). */
  onHandedIn: () => void;
  /** A leave was counted and the attempt goes on: the server's new count. */
  onCounted: (times: number) => void;
  /** An open-link visitor's exam-scoped token; accounts go by their cookie. */
  token?: string | undefined;
}

/** The most events one commit takes (the server's limit). */
const MAX_EVENTS_PER_COMMIT = 50;

/**
 * SPEC §7 switchScreenTimesCommit: each leave of the page that counts (decision 0053: hidden beyond 200 ms, or the
 * window's focus lost beyond 5 s with the page in view) is sent with its time and duration when the candidate comes
 * back; events that could not be sent go with the next one. Returns the server's count.
 */
export function useSwitchScreen(params: UseSwitchScreenParams): number {
  const { schoolId, examResultId, clockOffsetMs, initialTimes, isActive, token } = params;
  const [times, setTimes] = useState(initialTimes);
  const { serverTimes } = params;
  useEffect(() => {
    if (serverTimes !== undefined) setTimes(serverTimes);
  }, [serverTimes]);
  const onHandedIn = useRef(params.onHandedIn);
  onHandedIn.current = params.onHandedIn;
  const onCounted = useRef(params.onCounted);
  onCounted.current = params.onCounted;

  useEffect(() => {
    if (!isActive) return;
    const tracker = new LeaveTracker();
    const unsent: LeaveEvent[] = [];
    let isSending = false;
    const serverNow = () => Date.now() + clockOffsetMs;

    const send = async () => {
      if (isSending || unsent.length === 0) return;
      isSending = true;
      const events = unsent.slice(0, MAX_EVENTS_PER_COMMIT);
      try {
        const answer = await commitSwitchScreen(schoolId, examResultId, events, token);
        unsent.splice(0, events.length);
        setTimes(answer.switchScreenTimes);
        if (answer.isHandedIn) onHandedIn.current();
        else onCounted.current(answer.switchScreenTimes);
      } catch {
        // Kept for the next return or reconnect; the audit trail wants every event.
      } finally {
        isSending = false;
      }
    };
    const back = () => {
      const event = tracker.back(serverNow());
      if (event) unsent.push(event);
      void send();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tracker.leave('hidden', serverNow());
      else if (document.hasFocus()) back();
    };
    const onBlur = () => tracker.leave('blur', serverNow());
    const onFocus = () => {
      if (document.visibilityState === 'visible') back();
    };
    const onOnline = () => void send();

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('online', onOnline);
    };
  }, [schoolId, examResultId, clockOffsetMs, isActive, token]);

  return times;
}
