import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database, Db } from './client';
import {
  bumpCacheVersion,
  CACHE_VERSION_CHECK_MS,
  clearProcessCache,
  PROCESS_CACHE_TTL_MS,
  readThrough,
  versionChecked,
} from './process-cache';

// readThrough only uses the handle as a key.
const handle = () => ({}) as Db;

describe('process cache (DESIGN §5: published papers and exam settings read once per process)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('concurrent readers of a missing key share one load, and later readers get the cached value', async () => {
    const db = handle();
    const load = vi.fn(async () => ({ title: 'paper' }));
    const [first, second] = await Promise.all([readThrough(db, 'k', load), readThrough(db, 'k', load)]);
    expect(await readThrough(db, 'k', load)).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('clearing the cache (after an import committed) makes the next reader load again', async () => {
    const db = handle();
    let version = 1;
    const load = async () => version;
    expect(await readThrough(db, 'k', load)).toBe(1);
    version = 2;
    expect(await readThrough(db, 'k', load)).toBe(1);
    clearProcessCache(db);
    expect(await readThrough(db, 'k', load)).toBe(2);
  });

  it('an entry is loaded again once it is older than the TTL (a change made by another process)', async () => {
    const db = handle();
    let clock = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let version = 1;
    const load = async () => version;
    expect(await readThrough(db, 'k', load)).toBe(1);
    version = 2;
    clock += PROCESS_CACHE_TTL_MS - 1;
    expect(await readThrough(db, 'k', load)).toBe(1);
    clock += 2;
    expect(await readThrough(db, 'k', load)).toBe(2);
  });

  it('a failed load is not kept: the next reader tries again', async () => {
    const db = handle();
    const load = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValueOnce('rows');
    await expect(readThrough(db, 'k', load)).rejects.toThrow('connection lost');
    expect(await readThrough(db, 'k', load)).toBe('rows');
  });

  it('two database handles in one process never share an entry', async () => {
    const [one, other] = [handle(), handle()];
    expect(await readThrough(one, 'k', async () => 'one')).toBe('one');
    expect(await readThrough(other, 'k', async () => 'other')).toBe('other');
    clearProcessCache(one);
    expect(await readThrough(other, 'k', async () => 'changed')).toBe('other');
  });
});

describe('process cache across processes (DESIGN §6: several processes behind a load balancer)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a change another process announces is served here once the version check interval has passed', async () => {
    // Another process: its own handle (so its own cache) on the same database.
    const here = database.db;
    const elsewhere = Object.create(database.db) as Db;
    let clock = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let version = 1;
    const load = async () => version;
    const settle = () => versionChecked(here);

    expect(await readThrough(here, 'k', load)).toBe(1);
    await settle(); // the first version check, which drops what was loaded before it
    expect(await readThrough(here, 'k', load)).toBe(1);
    version = 2;
    await bumpCacheVersion(elsewhere);
    clearProcessCache(elsewhere);

    clock += CACHE_VERSION_CHECK_MS - 1;
    expect(await readThrough(here, 'k', load)).toBe(1);
    clock += 2;
    // This read starts the check and is still served from the cache; the check drops the entries.
    expect(await readThrough(here, 'k', load)).toBe(1);
    await settle();
    expect(await readThrough(here, 'k', load)).toBe(2);
    expect(clock - 1_000).toBeLessThan(PROCESS_CACHE_TTL_MS);
  });

  it('a transaction handle reads through without keeping anything', async () => {
    const load = vi.fn(async () => 'rows');
    await database.db.transaction(async (tx) => {
      expect(await readThrough(tx as unknown as Db, 'k', load)).toBe('rows');
      expect(await readThrough(tx as unknown as Db, 'k', load)).toBe('rows');
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without an announced change the cache is kept across checks', async () => {
    const here = Object.create(database.db) as Db;
    let clock = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const load = vi.fn(async () => 'rows');
    await readThrough(here, 'k', load);
    await versionChecked(here);
    await readThrough(here, 'k', load);
    clock += CACHE_VERSION_CHECK_MS + 1;
    await readThrough(here, 'k', load);
    await versionChecked(here);
    await readThrough(here, 'k', load);
    // The first load, and once more after the very first check (it cannot know what came before it).
    expect(load).toHaveBeenCalledTimes(2);
  });
});
