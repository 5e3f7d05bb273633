/** docs/decisions/0009: the desktop exam client adds this marker and its version to its user agent. */
export const DESKTOP_CLIENT_MARKER = 'iExamClient/';

export function isDesktopClientUserAgent(userAgent: string | null | undefined): boolean {
  return (userAgent ?? '').includes(DESKTOP_CLIENT_MARKER);
}
