import { describe, expect, it } from 'vitest';
import { useSchool } from '../../test/school-fixture';

const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';

describe('behind a proxy, the client is the address the proxy added, not what the client wrote (issue 35)', () => {
  const given = useSchool({ config: { trustProxy: 1 } }, { user: {} });
  const guess = (forwardedFor: string) =>
    given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { schoolId: given.school.id, userName: given.user.userName, password: 'wrong-guess' },
    });

  it('a client that writes a new X-Forwarded-For on every guess is still limited at its own address', async () => {
    const statuses: number[] = [];
    // The proxy appends the address it saw; the left-most entry is the client's own invention, new every time.
    for (let index = 0; index < 15; index += 1)
      statuses.push((await guess(`198.51.100.${index}, ${CLIENT}`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });
});
