import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../auth/device-cookies';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_DEVICE } from './routes';

describe('password spraying cannot lock out a browser that has logged in before (device cookies, decision 0041)', () => {
  const given = useSchool({}, {});
  const login = async (remoteAddress: string, userName: string, password: string, device?: string) => {
    const response = await given.app.inject({
      method: 'POST',
      url: '/api/accounts/login',
      remoteAddress,
      payload: { schoolId: given.school.id, userName, password },
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    return { status: response.statusCode, device: cookie?.value, path: cookie?.path };
  };
  const spray = async (address: string) => {
    for (let index = 0; index < LOGIN_FAILURES_PER_ADDRESS.maxFailures; index += 1)
      expect((await login(address, `sprayed${index}`, 'Summer2026!')).status).toBe(401);
    expect((await login(address, 'sprayed-again', 'Summer2026!')).status).toBe(429);
  };

  it("a classroom's browsers log in through a sprayer behind the same address; a browser new to the account waits", async () => {
    const classroom = await Promise.all(Array.from({ length: 5 }, () => given.newUser()));
    const devices: string[] = [];
    for (const pupil of classroom) {
      const first = await login('10.1.0.1', pupil.userName, DEFAULT_PASSWORD);
      expect(first.status).toBe(200);
      expect(first.path).toBe('/api/accounts/login');
      devices.push(first.device as string);
    }
    await spray('10.1.0.1');
    for (const [index, pupil] of classroom.entries())
      expect((await login('10.1.0.1', pupil.userName, DEFAULT_PASSWORD, devices[index])).status).toBe(200);
    // Without its cookie, or with another account's, a login from the spent address is an unknown browser's.
    const [first, second] = classroom;
    expect((await login('10.1.0.1', first?.userName as string, DEFAULT_PASSWORD)).status).toBe(429);
    expect((await login('10.1.0.1', second?.userName as string, DEFAULT_PASSWORD, devices[0])).status).toBe(
      429,
    );
    const forged = `${devices[0]?.slice(0, -2)}AA`;
    expect((await login('10.1.0.1', first?.userName as string, DEFAULT_PASSWORD, forged)).status).toBe(429);
  });

  it("a device's own wrong passwords are limited: once spent, it is an unknown browser again", async () => {
    const pupil = await given.newUser();
    const { device } = await login('10.1.0.2', pupil.userName, DEFAULT_PASSWORD);
    await spray('10.1.0.2');
    for (let index = 0; index < LOGIN_FAILURES_PER_DEVICE.maxFailures; index += 1)
      expect((await login('10.1.0.2', pupil.userName, `wrong-${index}`, device)).status).toBe(401);
    expect((await login('10.1.0.2', pupil.userName, DEFAULT_PASSWORD, device)).status).toBe(429);
  });

  it('a shared computer remembers each account that logged in on it', async () => {
    const [a, b] = [await given.newUser(), await given.newUser()];
    const afterA = await login('10.1.0.3', a.userName, DEFAULT_PASSWORD);
    const afterB = await login('10.1.0.3', b.userName, DEFAULT_PASSWORD, afterA.device);
    await spray('10.1.0.3');
    expect((await login('10.1.0.3', a.userName, DEFAULT_PASSWORD, afterB.device)).status).toBe(200);
    expect((await login('10.1.0.3', b.userName, DEFAULT_PASSWORD, afterB.device)).status).toBe(200);
  });
});
