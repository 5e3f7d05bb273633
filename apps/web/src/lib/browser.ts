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

/** A phone or small tablet by its user agent ("Mobi", as MDN advises): the server lays its page out for one. */
export function isPhoneUserAgent(userAgent: string): boolean {
  return /Mobi|iPhone|Android.+Mobile/.test(userAgent);
}

let renderUserAgent: string | undefined;

/** The server renders a page for the browser that asked (ssr/entry-server.tsx): its user agent, or none after. */
export function setRenderUserAgent(userAgent: string | undefined): void {
  renderUserAgent = userAgent;
}

/** What the page needs to know about the browser it runs in. */
export function detectBrowser(userAgent: string = renderUserAgent ?? window.navigator.userAgent) {
  return {
    isChrome: isChrome(userAgent),
    isDesktopClient: isDesktopClient(userAgent),
    desktopClientVersion: desktopClientVersion(userAgent),
  };
}
