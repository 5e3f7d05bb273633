import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce (issues 8 and 22)', () => {
  it('imports once for every caller, then has the module at hand', async () => {
    const importer = vi.fn(async () => 'module');
    const lazy = loadOnce(importer);
    expect(lazy.loaded()).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect([first, second, lazy.loaded()]).toEqual(['module', 'module', 'module']);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed import is tried again by the next caller (offline, then back online)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const lazy = loadOnce<string>(importer);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeUndefined();
    expect(await lazy.load()).toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
