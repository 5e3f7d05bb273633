import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { resolveTokenSecret } from './server-secret';

describe('token secret', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('SESSION_SECRET wins when set', async () => {
    expect(await resolveTokenSecret(database.db, 'x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('without SESSION_SECRET one is generated once and every process reads the same', async () => {
    const [first, second] = await Promise.all([
      resolveTokenSecret(database.db, undefined),
      resolveTokenSecret(database.db, undefined),
    ]);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(await resolveTokenSecret(database.db, undefined)).toBe(first);
  });
});
