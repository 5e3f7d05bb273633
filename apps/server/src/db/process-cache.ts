import type { Db } from './client';

/**
 * How long a cached row may be served after another process changed it. The process that imports clears its own
 * cache at once; other processes behind the same database see the change within this time.
 */
export const PROCESS_CACHE_TTL_MS = 10_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

// One store per database handle, so apps built on different databases in one process (tests) never share rows.
const stores = new WeakMap<Db, Map<string, Entry>>();

function storeOf(db: Db): Map<string, Entry> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

/**
 * DESIGN §5 start burst: rows that only staff change (a published paper, exam settings) are read once per process
 * and key, not once per candidate. Concurrent readers of a missing key share one load; a failed load is not kept.
 */
export function readThrough<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const store = storeOf(db);
  const now = performance.now();
  const hit = store.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { value, expiresAt: now + PROCESS_CACHE_TTL_MS });
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

/** Forgets everything cached for this database: called after an import committed. */
export function clearProcessCache(db: Db): void {
  stores.get(db)?.clear();
}
