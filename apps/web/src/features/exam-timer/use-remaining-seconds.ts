import { secondsUntil } from '@iexam/domain/exam-info';
import { useEffect, useState } from 'react';
import { renderNowMs } from '@/lib/render-context';

/**
 * Seconds until `deadline` on the server's clock: each reading is the browser's clock plus the measured offset,
 * never a counter of ticks, so it is right after a hidden tab's throttled timers and with a wrong computer clock.
 * It reads again every second and at once when the tab becomes visible.
 */
export function useRemainingSeconds(deadline: Date, clockOffsetMs: number): number {
  const read = () => secondsUntil(deadline, new Date(Date.now() + clockOffsetMs));
  const [remaining, setRemaining] = useState(() =>
    secondsUntil(deadline, new Date(renderNowMs(clockOffsetMs))),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: read depends only on deadline and offset
  useEffect(() => {
    const update = () => setRemaining(read());
    update();
    const timer = window.setInterval(update, 1000);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [deadline.getTime(), clockOffsetMs]);
  return remaining;
}
