import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';
import { LOGIN_FAILURES_PER_ADDRESS } from './routes';

describe('password spraying: wrong logins are limited per address, correct ones never count (issue 18)', () => {
  const given = useSchool({}, { user: {} });
  const login = (remoteAddress: string, name: string, password: string) =>
    given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      remoteAddress,
      payload: { schoolId: given.school.id, userName: name, password },
    });

  it('a classroom behind one address logs in without being held up, a few typos included', async () => {
    const classroom = LOGIN_FAILURES_PER_ADDRESS.maxFailures + 10;
    for (let index = 0; index < classroom; index += 1) {
      const student = await given.newUser();
      if (index % 10 === 0) expect((await login('10.0.0.1', student.userName, 'typo')).statusCode).toBe(401);
      expect((await login('10.0.0.1', student.userName, DEFAULT_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('one password tried on many accounts from one address is stopped after the budget, that address only', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LOGIN_FAILURES_PER_ADDRESS.maxFailures + 3; index += 1)
      statuses.push((await login('10.0.0.2', `sprayed${index}`, 'Summer2026!')).statusCode);
    expect(statuses.slice(0, LOGIN_FAILURES_PER_ADDRESS.maxFailures).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses.slice(LOGIN_FAILURES_PER_ADDRESS.maxFailures)).toEqual([429, 429, 429]);
    const refused = await login('10.0.0.2', given.user.userName, DEFAULT_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    // Another address of the school is not affected.
    expect((await login('10.0.0.3', given.user.userName, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});
