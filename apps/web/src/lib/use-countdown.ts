import { secondsUntil } from '@iexam/domain/exam-info';
import { useServerClock } from './use-server-clock';

/**
 * Seconds until `startsAt` on the server's clock, ticking once a second and stopping at 0. The page derives the
 * start-button input from it, so a finished countdown moves the state on without a reload.
 */
export function useCountdownSeconds(startsAt: Date | null, offsetMs: number): number {
  const now = useServerClock(offsetMs, startsAt !== null);
  if (startsAt === null) return 0;
  return secondsUntil(startsAt, now);
}
