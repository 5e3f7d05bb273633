import { useCallback, useState } from 'react';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable (private mode, sandboxed frame): the value lives as long as the page.
  }
}

/** Question flags for review, kept locally per attempt (they are the candidate's own notes, not answers). */
export function useReviewFlags(schoolId: string, examResultId: number) {
  const key = `iexam:flags:${schoolId}:${examResultId}`;
  const [flags, setFlags] = useState<ReadonlySet<number>>(() => new Set(readJson<number[]>(key, [])));
  const toggle = useCallback(
    (subjectId: number) =>
      setFlags((current) => {
        const next = new Set(current);
        if (next.has(subjectId)) next.delete(subjectId);
        else next.add(subjectId);
        writeJson(key, [...next]);
        return next;
      }),
    [key],
  );
  return { flags, toggle };
}
