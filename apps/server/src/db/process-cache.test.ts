import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from './client';
import { clearProcessCache, PROCESS_CACHE_TTL_MS, readThrough } from './process-cache';

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
