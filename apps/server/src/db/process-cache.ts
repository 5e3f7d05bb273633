import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';
import { serverSettings } from './schema';

/**
 * Fallback bound: how long a cached row may be served after a change nobody announced (an edit by hand in SQL).
 * Changes made through the importer are announced by the cache version below and seen much sooner.
 */
export const PROCESS_CACHE_TTL_MS = 10_000;

/**
 * How often a process reads the shared cache version. Several processes may serve one database behind a load
 * balancer: an import in one of them bumps the version in its own transaction, and every other process drops its
 * cache the first time it reads a version newer than its own. So after an import commits, another process serves
 * the old rows for at most this long plus one query's wait for a pool connection (and never longer than the TTL).
 */
export const CACHE_VERSION_CHECK_MS = 1_000;

/** The server_settings row whose value changes whenever cached data changes (any value: only a change counts). */
const CACHE_VERSION_KEY = 'cache_version';

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

interface Store {
  entries: Map<string, Entry>;
  /** The cache version the entries were loaded under; undefined until first read. */
  version: string | undefined;
  checkedAt: number;
  checking: Promise<void> | undefined;
}

// One store per database handle, so apps built on different databases in one process (tests) never share rows.
const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), version: undefined, checkedAt: -Infinity, checking: undefined };
    stores.set(db, store);
  }
  return store;
}

async function readCacheVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, CACHE_VERSION_KEY))
    .limit(1);
  return row?.value ?? '';
}

/**
 * Reads the shared version at most once per CACHE_VERSION_CHECK_MS, in the background: readers are served from the
 * cache meanwhile (a read never waits for a pool connection it might be holding up itself), and the entries are
 * dropped once the version is seen to have moved. A failed read is retried at the next interval.
 */
function checkVersionInBackground(db: Db, store: Store, now: number): void {
  if (store.checking || now - store.checkedAt < CACHE_VERSION_CHECK_MS) return;
  store.checkedAt = now;
  store.checking = readCacheVersion(db)
    .then((version) => {
      // The first check clears too: entries loaded before it may predate a version it is the first to see.
      if (version !== store.version) store.entries.clear();
      store.version = version;
    })
    .catch(() => undefined)
    .finally(() => {
      store.checking = undefined;
    });
}

/** Settles when the version check under way (if any) has finished: for tests, which must not guess its duration. */
export function versionChecked(db: Db): Promise<void> {
  return stores.get(db)?.checking ?? Promise.resolve();
}

/**
 * DESIGN §5 start burst: rows that only staff change (a published paper, exam settings) are read once per process
 * and key, not once per candidate. Concurrent readers of a missing key share one load; a failed load is not kept.
 */
export function readThrough<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  // A transaction handle (typed as a Db by callers that only have one) is no process: its rows are read through it,
  // and nothing is kept or checked on a connection that goes back to the pool when the transaction ends.
  if (db instanceof PgTransaction) return load();
  const store = storeOf(db);
  const now = performance.now();
  checkVersionInBackground(db, store, now);
  const hit = store.entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  store.entries.set(key, { value, expiresAt: now + PROCESS_CACHE_TTL_MS });
  value.catch(() => {
    if (store.entries.get(key)?.value === value) store.entries.delete(key);
  });
  return value;
}

/**
 * Announces a change of cached data to every process: call it inside the transaction that makes the change, so the
 * new version is visible exactly when the new rows are.
 */
export async function bumpCacheVersion(tx: DbOrTx): Promise<void> {
  const value = randomUUID();
  await tx
    .insert(serverSettings)
    .values({ key: CACHE_VERSION_KEY, value })
    .onConflictDoUpdate({ target: serverSettings.key, set: { value } });
}

/** Forgets everything cached for this database: called after an import committed, for this process at once. */
export function clearProcessCache(db: Db): void {
  stores.get(db)?.entries.clear();
}
