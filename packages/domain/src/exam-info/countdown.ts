/** Whole seconds from `now` until `target`, rounded up so a countdown never shows 0 before the moment; 0 after. */
export function secondsUntil(target: Date, now: Date): number {
  return Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
}

/**
 * DESIGN §4: the server is the authority for time. The browser's clock may be off by hours, so the page measures
 * the offset once per response: the server's `now` against the midpoint of the request's round trip. Adding the
 * offset to the browser's clock gives the server's time within half a round trip.
 */
export function clockOffsetMs(serverNow: Date, sentAtMs: number, receivedAtMs: number): number {
  return serverNow.getTime() - (sentAtMs + receivedAtMs) / 2;
}

/** "01:02:03" for a readiness countdown; days are folded into the hours. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
