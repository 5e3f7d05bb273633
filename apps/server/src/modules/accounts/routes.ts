import { USER_ROLES } from '@iexam/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, type DeviceCookies } from '../../auth/device-cookies';
import type { LiveSessions } from '../../auth/live-sessions';
import type { LoginChallenges } from '../../auth/login-challenges';
import { envelopeSchema, errorResponses, ok, okAccounts } from '../../http/envelope';
import { AUTH_COOKIE, requireUser } from '../../plugins/auth';
import { SCHOOL_ID_PATTERN } from '../../plugins/tenant';
import { loginBudgets, loginCodeBudget } from './login-budgets';
import type { AccountsDeps } from './service/accounts-deps';
import { getAccount } from './service/get-account';
import { login } from './service/log-in';
import { loginWithCode } from './service/log-in-with-code';
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

const loginBodySchema = z
  .object({
    schoolId: z.string().trim().regex(SCHOOL_ID_PATTERN, 'expected a school id'),
    userName: z.string().trim().min(1, 'required').max(64),
    password: z.string().min(1, 'required').max(256).optional(),
    oneTimeCode: z
      .string()
      .min(1, 'required')
      .max(32)
      .optional()
      .describe('Instead of the password: a one-time login code an exam admin issued to this staff account'),
    proofOfWork: z.string().max(8_192).optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.oneTimeCode === undefined), {
    path: ['password'],
    message: 'required (or oneTimeCode instead), not both',
  });

// Where the tests and the proof suites have always found them.
export {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_PER_SCHOOL,
} from './login-budgets';

const challengeSchema = z.object({
  // Every field of altcha-lib's ChallengeParameters goes back as it came: the signature covers them all.
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    // The school it is for and maxCounter, the size of the search (the page shows its progress against it).
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

export const accountsRoutes: FastifyPluginAsyncZod<
  AccountsDeps & {
    loginRateLimitPerMinute: number;
    liveSessions: LiveSessions;
    deviceCookies: DeviceCookies;
    loginChallenges: LoginChallenges;
  }
> = async (app, deps) => {
  const budgets = loginBudgets(app, deps);
  const codeBudget = loginCodeBudget(app);
  app.get(
    '/api/accounts/login/challenge',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "A proof-of-work challenge (ALTCHA) for a login refused with data.challengeRequired: the school's or the address's budget of wrong logins is spent",
        description:
          'Solve it in the page (PBKDF2/SHA-256 over the counter, altcha-lib solveChallenge) and send the login again with proofOfWork: base64 of JSON { challenge, solution }. A solution opens one login.',
        querystring: z.object({
          schoolId: z.string().trim().regex(SCHOOL_ID_PATTERN, 'expected a school id'),
        }),
        response: { 200: envelopeSchema(challengeSchema), ...errorResponses(400, 429) },
      },
      // Issuing costs one key derivation: an address cannot make the server derive without end.
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => ok(await deps.loginChallenges.issue(request.query.schoolId, request.now)),
  );
  app.post(
    '/api/accounts/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in; sets an httpOnly cookie and returns a bearer token (either authenticates)',
        description:
          "With password, or with oneTimeCode: a staff account's one-time code from an exam admin (POST /api/admin/v1/staff/{userId}/login-code), which passes the address's and the school's spent budgets of wrong logins (docs/decisions/0052). Either wrong: 401 INVALID_CREDENTIALS.",
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
      const { password, oneTimeCode } = request.body;
      const session =
        oneTimeCode === undefined
          ? await budgets(request, request.body, () =>
              login(deps, { ...request.body, password: password ?? '' }, request.now),
            )
          : await codeBudget(request, request.body, () =>
              loginWithCode(deps, { ...request.body, oneTimeCode }, request.now),
            );
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
