/**
 * SPEC §3 browser session storage. Storage throws in some sandboxed iframes and privacy modes; the page then works
 * without what it would have kept.
 */
export const SESSION_KEYS = {
  accountsInfo: 'accountsInfo',
  isAllowWatermark: 'isAllowWatermark',
  isFullscreen: 'isFullscreen',
  complaintReportInfo: 'complaintReportInfo',
  /** 2 while this tab previews an exam (lib/exam-content-status.ts). */
  examContentStatus: 'examContentStatus',
} as const;

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // See above: nothing to keep it in.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See above: nothing was kept.
  }
}

/** A JSON value from session storage, or null when it is missing or not JSON. */
export function readSessionJson<T>(key: string): T | null {
  const raw = readSession(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
