import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { build } from '../test/build-app';

const REDIS_URL = process.env.REDIS_URL;

describe('rate limits shared by several server processes', () => {
  it.skipIf(!REDIS_URL)(
    'two servers with REDIS_URL count one login limit together (SKIPPED when REDIS_URL is not set)',
    async () => {
      const config = { redisUrl: REDIS_URL, loginRateLimitPerMinute: 4 };
      const [first, second] = await Promise.all([build({ config }), build({ config })]);
      try {
        // A user name no other run uses, so the shared Redis holds no earlier count for it.
        const body = { schoolId: 'no-such-school', userName: `guess-${randomUUID()}`, password: 'x' };
        const statuses: number[] = [];
        for (const app of [first, second, first, second, first, second]) {
          const response = await app.inject({ method: 'POST', url: '/api/accounts/login', payload: body });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
