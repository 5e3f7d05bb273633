import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveSessions } from '../../auth/live-sessions';
import { envelopeSchema, errorResponses, ok, okAccounts } from '../../http/envelope';
import { AUTH_COOKIE, requireUser } from '../../plugins/auth';
import { SCHOOL_ID_PATTERN } from '../../plugins/tenant';
import { type AccountsDeps, getAccount, login, logout } from './service';

const accountSchema = z.object({
  id: z.number(),
  userName: z.string(),
  realName: z.string(),
  nickName: z.string(),
  mobile: z.string(),
  avatarUrl: z.string(),
  userCode: z.string(),
  w3Account: z.string(),
  role: z.enum(['candidate', 'exam_admin']),
  schoolId: z.string(),
  isSchoolLedBooking: z.boolean(),
});

const loginBodySchema = z.object({
  schoolId: z.string().trim().regex(SCHOOL_ID_PATTERN, 'expected a school id'),
  userName: z.string().trim().min(1, 'required').max(64),
  password: z.string().min(1, 'required').max(256),
});

export const accountsRoutes: FastifyPluginAsyncZod<
  AccountsDeps & { loginRateLimitPerMinute: number; liveSessions: LiveSessions }
> = async (app, deps) => {
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
      const session = await login(deps, request.body, request.now);
      reply.setCookie(AUTH_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        expires: session.expiresAt,
      });
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
