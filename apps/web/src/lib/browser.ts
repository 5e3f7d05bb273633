/** docs/decisions/0009: the desktop exam client adds this marker (with its version) to its user agent. */
export const DESKTOP_CLIENT_MARKER = 'iExamClient/';

/** The desktop exam client, recognised by its user-agent marker. A promise of the client, not a security check. */
export function isDesktopClient(userAgent: string): boolean {
  return userAgent.includes(DESKTOP_CLIENT_MARKER);
}

/** The desktop client's version from its marker, or null when the marker carries none. */
export function desktopClientVersion(userAgent: string): string | null {
  const match = /iExamClient\/([^\s;)]+)/.exec(userAgent);
  return match?.[1] ?? null;
}

/**
 * Google Chrome or Chromium, which the camera, ID and screen-record checks need (SPEC §4 start flow). Edge, Opera,
 * Samsung Internet and others also say "Chrome/" in their user agent, so they are excluded by their own markers.
 */
export function isChrome(userAgent: string): boolean {
  if (!/(Chrome|Chromium)\/\d+/.test(userAgent)) return false;
  return !/(Edg|EdgA|EdgiOS|OPR|Opera|SamsungBrowser|YaBrowser|UCBrowser|QQBrowser|MetaSr|360SE)\//.test(
    userAgent,
  );
}

/** What the page needs to know about the browser it runs in. */
export function detectBrowser(userAgent: string = window.navigator.userAgent) {
  return { isChrome: isChrome(userAgent), isDesktopClient: isDesktopClient(userAgent) };
}
