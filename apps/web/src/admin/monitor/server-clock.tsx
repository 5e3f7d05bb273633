import { useSyncExternalStore } from 'react';

// One shared one-second tick: only the cells that show a running time render again, never the whole table.
const listeners = new Set<() => void>();
let tick = 0;
let timer: number | undefined;
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= window.setInterval(() => {
    tick += 1;
    for (const notify of listeners) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The server's clock between polls: this machine's time plus the offset measured at the last answer (server `now`
 * minus the time it arrived), so the time left counts down without asking the server and a wrong local clock does
 * not matter.
 */
function useServerNow(offsetMs: number): number {
  useSyncExternalStore(
    subscribe,
    () => tick,
    () => tick,
  );
  return Date.now() + offsetMs;
}

/** Seconds as h:mm:ss or m:ss. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How long ago an instant was, in the viewer's language ("3 minutes ago"). */
export function formatAgo(at: string, nowMs: number, language: string): string {
  const seconds = Math.round((Date.parse(at) - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat(language.replace('_', '-'), { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return format.format(seconds, 'second');
  if (Math.abs(seconds) < 3600) return format.format(Math.round(seconds / 60), 'minute');
  return format.format(Math.round(seconds / 3600), 'hour');
}

export function TimeLeft({ deadline, offsetMs }: { deadline: string; offsetMs: number }) {
  const now = useServerNow(offsetMs);
  return <>{formatSeconds((Date.parse(deadline) - now) / 1000)}</>;
}

export function Ago({ at, offsetMs, language }: { at: string; offsetMs: number; language: string }) {
  const now = useServerNow(offsetMs);
  return <>{formatAgo(at, now, language)}</>;
}
