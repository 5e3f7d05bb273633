import { useCallback, useEffect, useRef, useState } from 'react';
import { saveAnswers } from '@/api/answers';
import type { StoredAnswer } from '@/api/attempts';
import { keepSavedAnswers } from '@/api/attempts';
import { markUnsavedAnswers } from '@/lib/unsaved-answers-cookie';
import { AnswerQueue, type PendingAnswer, queueKey } from './answer-queue';
import { AutosaveEngine, type AutosaveSnapshot } from './autosave-engine';
import { indexedDbQueueStorage, memoryQueueStorage } from './idb-storage';

export interface UseAutosaveParams {
  schoolId: string;
  examResultId: number;
  clientId: string;
  clockOffsetMs: number;
  /** The answers the server holds (answerDetails): queued entries they already cover leave the queue. */
  serverAnswers: readonly StoredAnswer[];
  /** False once the attempt is handed in: nothing more is sent. */
  isActive: boolean;
  /** An open-link visitor's exam-scoped token; accounts go by their cookie. */
  token?: string | undefined;
}

export interface Autosave {
  /** The queue's answers left from an earlier visit, newer than the server's (null until the queue is open). */
  restored: PendingAnswer[] | null;
  snapshot: AutosaveSnapshot;
  record: (subjectId: number, answer: unknown) => PendingAnswer | null;
  flushNow: () => Promise<boolean>;
  /** Forgets the local queue once the attempt is handed in with nothing left unsaved. */
  clearIfSaved: () => Promise<void>;
}

const INITIAL: AutosaveSnapshot = {
  unsaved: 0,
  isSending: false,
  failures: 0,
  isOffline: false,
  stopReason: null,
};

function storage() {
  return typeof indexedDB === 'undefined' ? memoryQueueStorage() : indexedDbQueueStorage;
}

/**
 * DESIGN §5 on the answer page: opens the attempt's IndexedDB queue, re-sends what an earlier visit left there,
 * saves new answers batched, flushes on reconnect and with keepalive on page hide, and warns before leaving while
 * anything is unsaved.
 */
export function useAutosave(params: UseAutosaveParams): Autosave {
  const { schoolId, examResultId, clientId, clockOffsetMs, isActive, token } = params;
  const [engine, setEngine] = useState<AutosaveEngine | null>(null);
  const [queue, setQueue] = useState<AnswerQueue | null>(null);
  const [restored, setRestored] = useState<PendingAnswer[] | null>(null);
  const [snapshot, setSnapshot] = useState<AutosaveSnapshot>(INITIAL);
  const serverAnswers = useRef(params.serverAnswers);

  useEffect(() => {
    let isCurrent = true;
    let opened: AutosaveEngine | null = null;
    void AnswerQueue.open(storage(), queueKey(schoolId, examResultId)).then((openedQueue) => {
      if (!isCurrent) return;
      openedQueue.acknowledge(serverAnswers.current);
      opened = new AutosaveEngine({
        queue: openedQueue,
        send: async (entries, options) => {
          const { acknowledged } = await saveAnswers(
            schoolId,
            { examResultId, clientId, answers: entries },
            { ...options, token },
          );
          const ackOf = new Map(acknowledged.map((ack) => [ack.subjectId, ack.seq]));
          await keepSavedAnswers(
            { schoolId, examResultId, token },
            entries.filter((entry) => entry.seq <= (ackOf.get(entry.subjectId) ?? -1)),
          );
          return acknowledged;
        },
        now: () => Date.now() + clockOffsetMs,
        isOnline: () => navigator.onLine,
        onChange: (next) => {
          if (isCurrent) setSnapshot(next);
        },
      });
      setQueue(openedQueue);
      setRestored(openedQueue.pending());
      setEngine(opened);
      setSnapshot(opened.snapshot());
    });
    return () => {
      isCurrent = false;
      opened?.dispose();
    };
  }, [schoolId, examResultId, clientId, clockOffsetMs, token]);

  // Tells the server's render of the answer page to leave it to this browser while answers wait here.
  const hasUnsaved = snapshot.unsaved > 0;
  useEffect(() => {
    if (engine) markUnsavedAnswers(examResultId, hasUnsaved);
  }, [engine, examResultId, hasUnsaved]);

  // Whatever an earlier visit left unsaved goes at once; "restored" never means "saved" (DESIGN §5).
  useEffect(() => {
    if (engine && isActive) void engine.flushNow();
  }, [engine, isActive]);

  useEffect(() => {
    if (!engine || !isActive) return;
    const onOnline = () => engine.reconnect();
    const onOffline = () => setSnapshot(engine.snapshot());
    const onHide = () => {
      if (document.visibilityState === 'hidden') engine.flushOnHide();
    };
    const onPageHide = () => engine.flushOnHide();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (engine.snapshot().unsaved === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [engine, isActive]);

  const record = useCallback(
    (subjectId: number, answer: unknown) => (engine && isActive ? engine.record(subjectId, answer) : null),
    [engine, isActive],
  );
  const flushNow = useCallback(async () => (engine ? engine.flushNow() : false), [engine]);
  const clearIfSaved = useCallback(async () => {
    if (queue && queue.size === 0) await queue.clear();
  }, [queue]);

  return { restored, snapshot, record, flushNow, clearIfSaved };
}
