import { useEffect, useState } from 'react';
import { renderNowMs } from './render-context';

/**
 * The server's time, ticking once a second: the browser's clock plus the offset measured around the request
 * (DESIGN §4; clockOffsetMs in the domain). Countdowns read this, never the browser clock alone.
 */
export function useServerClock(offsetMs: number, isTicking = true): Date {
  const [now, setNow] = useState(() => new Date(renderNowMs(offsetMs)));
  useEffect(() => {
    setNow(new Date(Date.now() + offsetMs));
    if (!isTicking) return;
    const timer = window.setInterval(() => setNow(new Date(Date.now() + offsetMs)), 1000);
    return () => window.clearInterval(timer);
  }, [offsetMs, isTicking]);
  return now;
}
