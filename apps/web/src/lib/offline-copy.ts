import { clear, createStore, get, set, type UseStore } from 'idb-keyval';
import { isApiError } from '@/api/client';

let sharedStore: UseStore | null = null;
/** Opened on first use; undefined where the browser has no IndexedDB (some private modes): then nothing is kept. */
const store = (): UseStore | undefined => {
  if (typeof indexedDB === 'undefined') return undefined;
  sharedStore ??= createStore('iexam-offline-copies', 'copies');
  return sharedStore;
};

/**
 * Loads what the answer page needs, and keeps the last answer on this device so that a reload without a network
 * (issue 22) still shows the paper, the candidate and the queued answers. Only the network's absence falls back to
 * the copy: a refusal (logged out, handed in, another candidate's attempt) is the server's word and stands. The copy
 * is the candidate's own data on the device they use; it is dropped at every login, logout and hand-in.
 */
export async function withOfflineCopy<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
    const kept = store();
    if (kept) await set(key, value, kept).catch(() => undefined);
    return value;
  } catch (error) {
    if (!isApiError(error, 'NETWORK')) throw error;
    const kept = store();
    const copy = kept ? await get<T>(key, kept).catch(() => undefined) : undefined;
    if (copy === undefined) throw error;
    return copy;
  }
}

/** Changes a kept copy (what the server has since acknowledged); nothing when there is none. */
export async function updateOfflineCopy<T>(key: string, update: (copy: T) => T): Promise<void> {
  const kept = store();
  if (!kept) return;
  try {
    const copy = await get<T>(key, kept);
    if (copy !== undefined) await set(key, update(copy), kept);
  } catch {
    // A copy left as it was only shows older answers after an offline reload; the server keeps the saved ones.
  }
}

/** Drops every kept copy: the device may be handed to the next candidate. */
export async function forgetOfflineCopies(): Promise<void> {
  const kept = store();
  if (kept) await clear(kept).catch(() => undefined);
}
