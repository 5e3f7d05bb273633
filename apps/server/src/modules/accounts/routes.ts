import { AppError } from '@iexam/domain/errors';
import { USER_ROLES } from '@iexam/domain/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, type DeviceCookies } from '../../auth/device-cookies';
import type { LiveSessions } from '../../auth/live-sessions';
import { envelopeSchema, errorResponses, ok, okAccounts } from '../../http/envelope';
import { AUTH_COOKIE, requireUser } from '../../plugins/auth';
import type { GuessLimiter } from '../../plugins/guess-limit';
import { SCHOOL_ID_PATTERN } from '../../plugins/tenant';
import type { AccountsDeps } from './service/accounts-deps';
import { getAccount } from './service/get-account';
import { login } from './service/log-in';
import { logout } from './service/log-out';

const accountSchema = z.object({
  id: z.number(),
  userName: z.string(),
  realName: z.string(),
  nickName: z.string(),
  mobile: z.string(),
  avatarUrl: z.string(),
  userCode: z.string(),
  w3Account: z.string(),
  role: z.enum(USER_ROLES),
  schoolId: z.string(),
  isSchoolLedBooking: z.boolean(),
});

const loginBodySchema = z.object({
  schoolId: z.string().trim().regex(SCHOOL_ID_PATTERN, 'expected a school id'),
  userName: z.string().trim().min(1, 'required').max(64),
  password: z.string().min(1, 'required').max(256),
});

/** Wrong logins one address may make in 10 minutes: a classroom's typos, not a sweep over the school's accounts. */
export const LOGIN_FAILURES_PER_ADDRESS = { maxFailures: 50, windowSeconds: 600 };
/** Wrong logins a school takes in 10 minutes from all addresses together (a sweep from rotating addresses). */
export const LOGIN_FAILURES_PER_SCHOOL = { maxFailures: 2_000, windowSeconds: 600 };

/** Wrong passwords a browser with a device cookie for the account may try in 10 minutes before it counts as unknown. */
export const LOGIN_FAILURES_PER_DEVICE = { maxFailures: 5, windowSeconds: 600, holdsTries: true };

/** Runs `attempt` unless a key's failures are used up; a wrong-credentials refusal counts against every key. */
async function countingFailures<T>(
  request: FastifyRequest,
  keys: [GuessLimiter, string][],
  attempt: () => Promise<T>,
): Promise<T> {
  for (const [limiter, key] of keys) await limiter.assertAllowed(request, [key]);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.reason === 'INVALID_CREDENTIALS')
      for (const [limiter, key] of keys) await limiter.recordFailure(request, [key]);
    throw error;
  }
}

export const accountsRoutes: FastifyPluginAsyncZod<
  AccountsDeps & {
    loginRateLimitPerMinute: number;
    liveSessions: LiveSessions;
    deviceCookies: DeviceCookies;
  }
> = async (app, deps) => {
  // Password spraying (one password tried on many accounts) passes the per-account limit: wrong logins are also
  // counted per address and per school (the same limiter as the guessable codes). A sprayer can spend those budgets,
  // so a browser that has logged in to the account before (a device cookie, OWASP) is counted against its own
  // budget instead, and its owner is not locked out by someone else's guesses (docs/decisions/0041).
  const byAddress = app.guessLimiter('login-address', LOGIN_FAILURES_PER_ADDRESS);
  const bySchool = app.guessLimiter('login-school', LOGIN_FAILURES_PER_SCHOOL);
  const byDevice = app.guessLimiter('login-device', LOGIN_FAILURES_PER_DEVICE);
  const budgetsOf = async (request: FastifyRequest, body: z.infer<typeof loginBodySchema>) => {
    const cookie = request.cookies[DEVICE_COOKIE];
    const device = deps.deviceCookies.deviceOf(cookie, body.schoolId, body.userName, request.now);
    if (device) {
      try {
        await byDevice.assertAllowed(request, [device]);
        return [[byDevice, device]] as [GuessLimiter, string][];
      } catch (error) {
        // The device's own budget is spent: from here on it is an unknown browser, like any other.
        if (!(error instanceof AppError && error.reason === 'TOO_MANY_REQUESTS')) throw error;
      }
    }
    return [
      [byAddress, request.ip],
      [bySchool, body.schoolId],
    ] as [GuessLimiter, string][];
  };
  app.post(
    '/api/accounts/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in; sets an httpOnly cookie and returns a bearer token (either authenticates)',
        body: loginBodySchema,
        response: {
          200: envelopeSchema(
            z.object({ token: z.string(), expiresAt: z.iso.datetime(), user: accountSchema }),
          ),
          ...errorResponses(400, 401, 403, 429),
        },
      },
      config: {
        rateLimit: {
          max: deps.loginRateLimitPerMinute,
          timeWindow: 60_000,
          // Per address and account: one address cannot guess one account's password faster than this.
          keyGenerator: (request) => {
            const body = request.body as { schoolId?: unknown; userName?: unknown } | undefined;
            return `login:${request.ip}:${String(body?.schoolId)}:${String(body?.userName).toLowerCase()}`;
          },
        },
      },
    },
    async (request, reply) => {
      const budgets = await budgetsOf(request, request.body);
      const session = await countingFailures(request, budgets, () => login(deps, request.body, request.now));
      reply.setCookie(AUTH_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        expires: session.expiresAt,
      });
      // Issued after the session's own cookie: clients that read the first Set-Cookie still find their token.
      const { schoolId, userName } = request.body;
      reply.setCookie(
        DEVICE_COOKIE,
        deps.deviceCookies.issue(request.cookies[DEVICE_COOKIE], schoolId, userName, request.now),
        {
          path: DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: deps.deviceCookies.maxAgeSeconds,
        },
      );
      return ok({ token: session.token, expiresAt: session.expiresAt.toISOString(), user: session.user });
    },
  );

  app.post(
    '/api/accounts/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the login session (the token stops working at once)',
        response: { 200: envelopeSchema(z.null()), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (request.principal?.kind === 'user') await logout(deps, request.principal);
      reply.clearCookie(AUTH_COOKIE, { path: '/' });
      return ok(null);
    },
  );

  app.get(
    '/api/accounts/users/me',
    {
      schema: {
        tags: ['accounts'],
        summary: "The logged-in account (success code '000000', SPEC §7)",
        response: {
          200: z.object({ code: z.literal('000000'), message: z.string(), data: accountSchema }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => okAccounts(await getAccount(deps, requireUser(request))),
  );
};
