import { writePreferenceCookie } from './cookies';

/**
 * What a page's markup depends on besides its data: the instant it shows and the viewer's time zone. While the server
 * renders a page, and while the browser hydrates that page, both are fixed to the server's, so the two draw the same
 * markup (a countdown a second apart would not be); afterwards the browser reads its own clock and zone.
 */
export interface RenderContext {
  /** The server's clock when it rendered the page. */
  instantMs: number;
  /** The IANA zone the times were shown in (the viewer's, from their cookie). */
  timeZone: string;
  /** The server's guess of the viewport from the user agent: a phone is drawn at a phone's width (lib/use-min-width). */
  isPhone: boolean;
}

/** The cookie carrying the browser's time zone, so that the server shows times as the browser will. */
export const TIME_ZONE_COOKIE = 'iexam-tz';

let fixed: RenderContext | undefined;

export function fixRenderContext(context: RenderContext | undefined): void {
  fixed = context;
}

export function fixedRenderContext(): RenderContext | undefined {
  return fixed;
}

/** The server's time to draw now: the render's instant while it is fixed, else this browser's clock plus the offset. */
export function renderNowMs(clockOffsetMs: number): number {
  return fixed?.instantMs ?? Date.now() + clockOffsetMs;
}

function zoneOffsetHours(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const hours = Number(match[2]) + Number(match[3]) / 60;
  return match[1] === '-' ? -hours : hours;
}

/** The viewer's offset from UTC at that instant (daylight saving included), in hours. */
export function viewerOffsetHours(at: Date): number {
  return fixed ? zoneOffsetHours(fixed.timeZone, at) : -at.getTimezoneOffset() / 60;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Tells the server this browser's zone for the pages it renders next. */
export function rememberTimeZone(): void {
  writePreferenceCookie(TIME_ZONE_COOKIE, browserTimeZone());
}

/** A zone name as Intl knows it, or undefined (a cookie is the browser's to write, and anyone's to forge). */
export function knownTimeZone(name: string | null): string | undefined {
  if (!name) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
