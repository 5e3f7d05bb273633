import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredAnswer } from '@/api/attempts';
import type { Autosave } from '@/features/answer-sync/use-autosave';

export interface HeldAnswer {
  answer: unknown;
  seq: number;
}

const answersOf = (rows: readonly StoredAnswer[]) =>
  new Map(rows.map(({ subjectId, answer, seq }) => [subjectId, { answer, seq }]));

/**
 * The answers the page shows: the server's, overridden by queued ones an earlier visit left unsaved (the queue
 * keeps only entries newer than the server's). Null until the local queue is open, unless the page was drawn from
 * the server's read (nothing was queued then): its answers until then. The queue is laid over the answers of the
 * tab's own read, which took the attempt over: another tab may have saved after the server's read.
 */
export function useAnswers(
  serverAnswers: readonly StoredAnswer[],
  autosave: Autosave,
  read: { isServerDrawn: boolean; isTakenOver: boolean } = { isServerDrawn: false, isTakenOver: true },
) {
  const { isServerDrawn, isTakenOver } = read;
  const [answers, setAnswers] = useState<ReadonlyMap<number, HeldAnswer> | null>(() =>
    isServerDrawn ? answersOf(serverAnswers) : null,
  );
  // Laid over once: the queue reopens when the clock offset changes (use-autosave.ts), and what it holds by then
  // is already shown.
  const isQueueMerged = useRef(false);
  const { restored, record } = autosave;

  useEffect(() => {
    if (restored === null || !isTakenOver || isQueueMerged.current) return;
    isQueueMerged.current = true;
    setAnswers(() => {
      const initial = answersOf(serverAnswers);
      for (const { subjectId, answer, seq } of restored) initial.set(subjectId, { answer, seq });
      return initial;
    });
  }, [restored, serverAnswers, isTakenOver]);

  const setAnswer = useCallback(
    (subjectId: number, answer: unknown) => {
      const entry = record(subjectId, answer);
      if (!entry) return;
      setAnswers((current) => new Map(current).set(subjectId, { answer: entry.answer, seq: entry.seq }));
    },
    [record],
  );

  return { answers, setAnswer };
}
