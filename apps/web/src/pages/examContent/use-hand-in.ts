import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AttemptResult, getAttemptResult, handInAttempt } from '@/api/attempts';
import { errorMessageKey } from '@/api/client';

/** How often a hand-in at the time limit is tried again while the server cannot be reached. */
const TIME_UP_RETRY_MS = 5000;

export type HandInPhase = 'running' | 'handingIn' | 'done';

export interface UseHandInParams {
  schoolId: string;
  examResultId: number;
  /** Sends what is queued first; answers must reach the attempt before it closes. */
  flushNow: () => Promise<boolean>;
  remainingSeconds: number;
  isRunning: boolean;
  /**
   * Asked before the hand-in at zero: false when the deadline has moved later (staff gave more time, issue 21), null
   * while the server cannot be reached (asked again with the next try).
   */
  isTimeStillUp?: () => Promise<boolean | null>;
  /** An open-link visitor's exam-scoped token; accounts go by their cookie. */
  token?: string | undefined;
}

/**
 * Handing in (SPEC §7 doExam): by the candidate, at the time limit (retried until the server answers; it is the
 * authority and hands the attempt in itself after the deadline anyway), or noticed from the server (switch-screen
 * rule, 6102 on a save).
 */
export function useHandIn({
  schoolId,
  examResultId,
  flushNow,
  remainingSeconds,
  isRunning,
  isTimeStillUp,
  token,
}: UseHandInParams) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [phase, setPhase] = useState<HandInPhase>(isRunning ? 'running' : 'done');
  const [result, setResult] = useState<AttemptResult | null>(null);
  const isTimeUpStarted = useRef(false);

  const handIn = useCallback(
    async (isTimeUp: boolean) => {
      setPhase('handingIn');
      await flushNow().catch(() => false);
      for (;;) {
        try {
          const stillUp = isTimeUp && isTimeStillUp ? await isTimeStillUp() : true;
          if (stillUp === false) {
            // The countdown goes on to the new deadline, and hands in there (isTimeUpStarted clears on the way).
            setPhase('running');
            return;
          }
          if (stillUp === null) throw new Error('the deadline could not be asked');
          setResult(await handInAttempt(schoolId, examResultId, isTimeUp, token));
          setPhase('done');
          return;
        } catch (error) {
          if (!isTimeUp) {
            void message.error(t(errorMessageKey(error)));
            setPhase('running');
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, TIME_UP_RETRY_MS));
        }
      }
    },
    [schoolId, examResultId, flushNow, isTimeStillUp, message, t, token],
  );

  /** The server handed the attempt in (switch-screen rule, a save refused with 6102): show its outcome. */
  const noticeHandedIn = useCallback(async () => {
    setPhase('done');
    setResult(await getAttemptResult(schoolId, examResultId, token).catch(() => null));
  }, [schoolId, examResultId, token]);

  useEffect(() => {
    if (remainingSeconds > 0) isTimeUpStarted.current = false;
    if (phase !== 'running' || remainingSeconds > 0 || isTimeUpStarted.current) return;
    isTimeUpStarted.current = true;
    void handIn(true);
  }, [phase, remainingSeconds, handIn]);

  return { phase, result, handIn, noticeHandedIn };
}
