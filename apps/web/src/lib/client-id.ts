import { readSession, writeSession } from './session-store';

/** Session-storage key of this tab's client id; the exam information page and the answer page share it. */
export const CLIENT_ID_KEY = 'iexamClientId';

function randomClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers without randomUUID (it needs a secure context): 128 random bits as hex.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The id of this tab (DESIGN §5: one active client per attempt). Kept in session storage, so a reload keeps it and
 * another tab gets its own; the server takes an attempt over for the client that starts or loads it last. Where
 * storage is unavailable, a new id per call still works: the attempt is simply taken over each time.
 */
export function getClientId(): string {
  const stored = readSession(CLIENT_ID_KEY);
  if (stored && stored.length >= 8 && stored.length <= 64) return stored;
  const id = randomClientId();
  writeSession(CLIENT_ID_KEY, id);
  return id;
}
