import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../test/envelope';
import { createSchool, DEFAULT_PASSWORD } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const ORIGIN = { origin: 'http://localhost:80', host: 'localhost:80' };

describe('accounts', () => {
  const given = useSchool(
    { config: { loginRateLimitPerMinute: 5 } },
    { student: { userName: 'alice', realName: 'Alice Liu' } },
  );

  const login = (body: Record<string, unknown>, headers: Record<string, string> = ORIGIN) =>
    given.app.inject({ method: 'POST', url: '/api/accounts/login', payload: body, headers });

  it('login with the right password returns a token and sets an httpOnly SameSite=Lax cookie', async () => {
    const response = await login({
      schoolId: given.school.id,
      userName: 'alice',
      password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ userName: 'alice', realName: 'Alice Liu', role: 'candidate' });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^iexam_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it.each([
    { rule: 'a wrong password is refused', userName: 'alice', password: 'wrong' },
    { rule: 'an unknown user name is refused the same way', userName: 'nobody', password: DEFAULT_PASSWORD },
  ])('$rule with 401 INVALID_CREDENTIALS', async ({ userName, password }) => {
    const response = await login({ schoolId: given.school.id, userName, password });
    expectEnvelope(response, 401, {
      code: 401,
      message: 'wrong user name or password',
      data: { reason: 'INVALID_CREDENTIALS' },
    });
  });

  it('a user of one school cannot log in to another school', async () => {
    const other = await createSchool(given.db());
    const response = await login({ schoolId: other.id, userName: 'alice', password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('bad input is a 400 naming every field', async () => {
    const response = await login({ schoolId: 'Bad School!', password: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.reason).toBe('VALIDATION_FAILED');
    expect(body.data.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'password',
      'schoolId',
      'userName',
    ]);
    expect(body.message).toContain('schoolId: expected a school id');
  });

  it('login is rate-limited per address and account, answering 429 with the wait', async () => {
    const target = await given.newUser({ userName: 'brute' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await login({
        schoolId: given.school.id,
        userName: target.userName,
        password: `guess${i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().data).toMatchObject({ reason: 'TOO_MANY_REQUESTS' });
        expect(Number(response.json().data.retryAfterSeconds)).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The right password is refused too while the limit holds: guessing cannot continue.
    const right = await login({
      schoolId: given.school.id,
      userName: target.userName,
      password: DEFAULT_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
  });

  it("users/me answers the account with code '000000' by bearer token", async () => {
    const response = await given.app.getAs({ user: given.student }, '/api/accounts/users/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: '000000',
      data: { id: given.student.id, userName: 'alice', isSchoolLedBooking: false },
    });
  });

  it('users/me accepts the httpOnly cookie as well', async () => {
    const session = await login({ schoolId: given.school.id, userName: 'alice', password: DEFAULT_PASSWORD });
    const token = session.json().data.token as string;
    const response = await given.app.inject({
      method: 'GET',
      url: '/api/accounts/users/me',
      cookies: { iexam_token: token },
    });
    expect(response.json()).toMatchObject({ code: '000000', data: { userName: 'alice' } });
  });

  it('users/me without a login is 401', async () => {
    const response = await given.app.inject({ method: 'GET', url: '/api/accounts/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().data.reason).toBe('UNAUTHENTICATED');
  });

  it('a forged or tampered token is ignored (401)', async () => {
    const token = await given.app.tokenFor({ user: given.student });
    const tampered = `${token.slice(0, -3)}${token.endsWith('abc') ? 'xyz' : 'abc'}`;
    const response = await given.app.inject({
      method: 'GET',
      url: '/api/accounts/users/me',
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logout ends the session: the same token no longer authenticates', async () => {
    const session = await login({ schoolId: given.school.id, userName: 'alice', password: DEFAULT_PASSWORD });
    const token = session.json().data.token as string;
    const bearer = { authorization: `Bearer ${token}` };
    const out = await given.app.inject({ method: 'POST', url: '/api/accounts/logout', headers: bearer });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/iexam_token=;/);
    const me = await given.app.inject({ method: 'GET', url: '/api/accounts/users/me', headers: bearer });
    expect(me.statusCode).toBe(401);
  });

  describe('CSRF on cookie-authed writes', () => {
    const cookieLogout = async (headers: Record<string, string>) => {
      const session = await login({
        schoolId: given.school.id,
        userName: 'alice',
        password: DEFAULT_PASSWORD,
      });
      return given.app.inject({
        method: 'POST',
        url: '/api/accounts/logout',
        cookies: { iexam_token: session.json().data.token },
        headers,
      });
    };

    it.each<{ rule: string; headers: Record<string, string>; status: number }>([
      {
        rule: 'a cross-site Origin is refused',
        headers: { origin: 'https://evil.example', host: 'localhost:80' },
        status: 403,
      },
      { rule: 'no Origin at all is refused', headers: { host: 'localhost:80' }, status: 403 },
      { rule: 'a same-origin Origin passes', headers: ORIGIN, status: 200 },
      {
        rule: 'Sec-Fetch-Site cross-site is refused even beside a matching Origin',
        headers: { ...ORIGIN, 'sec-fetch-site': 'cross-site' },
        status: 403,
      },
      {
        rule: 'Sec-Fetch-Site same-site (a sibling subdomain) is refused too',
        headers: { ...ORIGIN, 'sec-fetch-site': 'same-site' },
        status: 403,
      },
      {
        rule: 'Sec-Fetch-Site same-origin passes',
        headers: { 'sec-fetch-site': 'same-origin' },
        status: 200,
      },
    ])('$rule', async ({ headers, status }) => {
      const response = await cookieLogout(headers);
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json().data.reason).toBe('CSRF_REJECTED');
    });

    it('a cross-site login form post is refused', async () => {
      const response = await login(
        { schoolId: given.school.id, userName: 'alice', password: DEFAULT_PASSWORD },
        { origin: 'https://evil.example', host: 'localhost:80' },
      );
      expect(response.statusCode).toBe(403);
    });
  });
});
