import { readSession, removeSession, SESSION_KEYS, writeSession } from './session-store';

/** SPEC §3: the examContentStatus value that means the answer page shows a preview. */
const PREVIEW = '2';

/** The start flow opens the answer page in preview (SPEC §4 exam modes, type 2). */
export function markExamContentPreview(): void {
  writeSession(SESSION_KEYS.examContentStatus, PREVIEW);
}

/** A real start, or leaving the preview: the tab is no longer previewing. */
export function clearExamContentPreview(): void {
  removeSession(SESSION_KEYS.examContentStatus);
}

/** Kept in session storage, so a reload of the previewing tab stays a preview and other tabs never are. */
export function isExamContentPreview(): boolean {
  return readSession(SESSION_KEYS.examContentStatus) === PREVIEW;
}
