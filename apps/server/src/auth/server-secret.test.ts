import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-app';
import { resolveTokenSecret } from './server-secret';

describe('token secret', () => {
  const testDatabase = useTestDatabase();

  it('SESSION_SECRET wins when set', async () => {
    expect(await resolveTokenSecret(testDatabase.db(), 'x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('without SESSION_SECRET one is generated once and every process reads the same', async () => {
    const [first, second] = await Promise.all([
      resolveTokenSecret(testDatabase.db(), undefined),
      resolveTokenSecret(testDatabase.db(), undefined),
    ]);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(await resolveTokenSecret(testDatabase.db(), undefined)).toBe(first);
  });
});
