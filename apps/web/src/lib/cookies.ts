/** A cookie's value from `document.cookie`-style text, decoded; null when it is absent or empty. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A site-wide preference the server reads on the next page request (the language, the time zone), kept a year.
 * `document.cookie` rather than the Cookie Store API, which Firefox and older Safari lack.
 */
export function writePreferenceCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above; the value is encoded here, once
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
