import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { type AnswerDetails, type AttemptStateAnswer, getAttemptState } from '@/api/attempts';

/** How often the running attempt asks the server what staff changed (issue 21: 5,000 candidates, ~330 calls/s). */
export const ATTEMPT_STATE_POLL_MS = 15_000;

/**
 * The attempt as staff left it, read by the page's poll and by the server's render of the page (the notices then come
 * with the page's first paint). A read this recent counts as the poll's: the page polls again a poll's interval later.
 */
export function attemptStateQueryOptions(schoolId: string, examResultId: number, token?: string) {
  return queryOptions({
    queryKey: ['attemptState', schoolId, examResultId, token ?? null],
    queryFn: () => getAttemptState(schoolId, examResultId, token),
    staleTime: ATTEMPT_STATE_POLL_MS,
  });
}

/**
 * The answer page's poll of its attempt (issue 21): every 15 s while it runs (paused offline by the query's network
 * mode), and at once when the tab comes back into view. A handed-in attempt is read once, for the staff's reason.
 */
export function useAttemptState(params: {
  schoolId: string;
  examResultId: number;
  isRunningAtLoad: boolean;
  token?: string | undefined;
}): { polled: AttemptStateAnswer | undefined; poll: () => Promise<AttemptStateAnswer | undefined> } {
  const { schoolId, examResultId, isRunningAtLoad, token } = params;
  const query = useQuery({
    ...attemptStateQueryOptions(schoolId, examResultId, token),
    refetchInterval: (current) => {
      const status = current.state.data?.state.status ?? (isRunningAtLoad ? 'in_progress' : null);
      return status === 'in_progress' ? ATTEMPT_STATE_POLL_MS : false;
    },
    // A hidden tab keeps the monitor's "last seen" true; the browser slows its timers anyway.
    refetchIntervalInBackground: true,
    // The next poll is the retry.
    retry: false,
    gcTime: 0,
  });
  const { refetch, data } = query;
  const isRunning = data ? data.state.status === 'in_progress' : isRunningAtLoad;
  useEffect(() => {
    if (!isRunning) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [isRunning, refetch]);
  // Undefined when the server did not answer (the last answer is not what it says now).
  const poll = useCallback(async () => {
    const fresh = await refetch();
    return fresh.isError ? undefined : fresh.data;
  }, [refetch]);
  return { polled: data, poll };
}

/**
 * The deadline the countdown follows and the clock offset to read it with: the newer of the page's load and the
 * last poll, by the server's clock (a letter accepted after a poll moves it too).
 */
export function currentDeadline(
  details: Pick<AnswerDetails, 'deadline' | 'now'>,
  loadOffsetMs: number,
  polled: AttemptStateAnswer | undefined,
): { deadlineMs: number; clockOffsetMs: number } {
  if (polled && Date.parse(polled.state.now) >= Date.parse(details.now))
    return { deadlineMs: Date.parse(polled.state.deadline), clockOffsetMs: polled.clockOffsetMs };
  return { deadlineMs: Date.parse(details.deadline), clockOffsetMs: loadOffsetMs };
}
