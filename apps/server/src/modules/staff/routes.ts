import { keySchema } from '@iexam/domain/exam-definition';
import { STAFF_ROLES } from '@iexam/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveSessions } from '../../auth/live-sessions';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { createStaffAccount } from './service/create-staff';
import { issueStaffLoginCode } from './service/issue-login-code';
import { listAssignableExams, listStaff } from './service/list-staff';
import { setAssignments } from './service/set-assignments';
import { setStaffRole } from './service/set-role';

const BASE = '/api/admin/v1/staff';
const errors = errorResponses(400, 401, 403, 404, 409);
const userParams = z.object({ userId: z.coerce.number().int().positive() });
const role = z.enum(STAFF_ROLES);
const assignment = z.object({
  examId: z.number(),
  examName: z.string(),
  sessionId: z.number().nullable(),
  sessionName: z.string().nullable(),
});
const staffMember = z.object({
  userId: z.number(),
  userName: z.string(),
  realName: z.string(),
  role: z.string(),
  assignments: z.array(assignment),
});

export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; liveSessions: LiveSessions }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  app.get(
    BASE,
    {
      schema: {
        tags: ['admin'],
        summary: "The school's exam admins, graders and proctors with their assignments",
        response: { 200: envelopeSchema(z.object({ list: z.array(staffMember) })), ...errors },
      },
    },
    async (request) => ok(await listStaff(db, requireStaff(request, 'manage'))),
  );

  app.get(
    `${BASE}/assignable`,
    {
      schema: {
        tags: ['admin'],
        summary: "The school's exams with their sessions: what an assignment may name",
        response: {
          200: envelopeSchema(
            z.object({
              list: z.array(
                z.object({
                  examId: z.number(),
                  examName: z.string(),
                  sessions: z.array(z.object({ sessionId: z.number(), sessionName: z.string() })),
                }),
              ),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ok(await listAssignableExams(db, requireStaff(request, 'manage'))),
  );

  app.post(
    BASE,
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account (409 when the user name is taken). Audited as staff.create',
        body: z.object({
          userName: keySchema,
          realName: z.string().trim().min(1).max(100),
          password: z.string().min(8).max(200),
          role,
        }),
        response: { 200: envelopeSchema(staffMember), ...errors },
      },
    },
    async (request) => ok(await createStaffAccount(db, requireStaff(request, 'manage'), request.body)),
  );

  app.put(
    `${BASE}/:userId/assignments`,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Replace a grader's or proctor's assignments (an exam, or one session of it). Audited as staff.assign",
        description:
          'Each exam and session must be the school’s: a 400 names the index. An exam admin has none: 409.',
        params: userParams,
        body: z.object({
          assignments: z
            .array(
              z.object({
                examId: z.number().int().positive(),
                sessionId: z.number().int().positive().optional(),
              }),
            )
            .max(200),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              userId: z.number(),
              assignments: z.array(z.object({ examId: z.number(), sessionId: z.number().nullable() })),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) =>
      ok(
        await setAssignments(
          db,
          requireStaff(request, 'manage'),
          request.params.userId,
          request.body.assignments,
        ),
      ),
  );

  app.put(
    `${BASE}/:userId/role`,
    {
      schema: {
        tags: ['admin'],
        summary: "Change a staff account's role; not your own (409). Audited as staff.role",
        params: userParams,
        body: z.object({ role }),
        response: { 200: envelopeSchema(z.object({ userId: z.number(), role })), ...errors },
      },
    },
    async (request) =>
      ok(await setStaffRole(deps, requireStaff(request, 'manage'), request.params.userId, request.body.role)),
  );

  app.post(
    `${BASE}/:userId/login-code`,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Issue a one-time login code for a staff account (it replaces the last one). Audited as staff.login-code',
        description:
          'The code logs the account in once (POST /api/accounts/login with oneTimeCode instead of password) within 15 minutes, past the budgets a password spray has spent (docs/decisions/0052). It is answered here once and stored only as a hash. A candidate account: 404.',
        params: userParams,
        response: {
          200: envelopeSchema(
            z.object({
              userId: z.number(),
              userName: z.string(),
              code: z.string(),
              expiresAt: z.iso.datetime(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      // A secret in the answer: no cache (a proxy's or the browser's) may keep it.
      reply.header('cache-control', 'no-store');
      return ok(
        await issueStaffLoginCode(db, requireStaff(request, 'manage'), request.params.userId, request.now),
      );
    },
  );
};
