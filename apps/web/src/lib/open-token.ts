import { readSession, writeSession } from './session-store';

/**
 * An open-link visitor's token (issue 7): scoped by the server to one exam and identity, kept for this tab only
 * (session storage), one per school and exam, so a second link in another tab is another identity.
 */
const keyOf = (schoolId: string, examId: number | string) => `openToken:${schoolId}:${examId}`;

export function saveOpenToken(schoolId: string, examId: number | string, token: string): void {
  writeSession(keyOf(schoolId, examId), token);
}

export function openTokenFor(schoolId: string, examId: number | string): string | undefined {
  return readSession(keyOf(schoolId, examId)) ?? undefined;
}
