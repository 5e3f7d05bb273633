import { useCallback, useEffect, useState } from 'react';
import type { StoredAnswer } from '@/api/attempts';
import type { Autosave } from '@/features/answer-sync/use-autosave';

export interface HeldAnswer {
  answer: unknown;
  seq: number;
}

/**
 * The answers the page shows: the server's, overridden by queued ones an earlier visit left unsaved (the queue
 * keeps only entries newer than the server's). Null until the local queue is open.
 */
export function useAnswers(serverAnswers: readonly StoredAnswer[], autosave: Autosave) {
  const [answers, setAnswers] = useState<ReadonlyMap<number, HeldAnswer> | null>(null);
  const { restored, record } = autosave;

  useEffect(() => {
    if (restored === null) return;
    setAnswers((current) => {
      if (current) return current;
      const initial = new Map<number, HeldAnswer>();
      for (const { subjectId, answer, seq } of serverAnswers) initial.set(subjectId, { answer, seq });
      for (const { subjectId, answer, seq } of restored) initial.set(subjectId, { answer, seq });
      return initial;
    });
  }, [restored, serverAnswers]);

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
