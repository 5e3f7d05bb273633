import { AppError } from '@iexam/domain/errors';
import { keySchema, nameSchema } from '@iexam/domain/exam-definition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { abilityDimensions, groups, knowledgePoints } from '../../db/schema';
import { csvHeaders, toCsv } from '../../http/csv';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { findGroupMembers, findNamedId } from './repo-groups';
import { findGroupsWithCounts } from './repo-references';
import { createNamed } from './service/create-named';
import { importGroupMembers } from './service/import-members';

const BASE = '/api/admin/v1';
const staffOnly = errorResponses(400, 401, 403, 404);
const keyAndName = z.object({ key: keySchema, name: nameSchema });
const groupParams = z.object({ key: z.string().min(1).max(80) });
const memberColumns = ['userName', 'realName', 'userCode', 'mobile', 'email'] as const;
const member = z.object(
  Object.fromEntries(memberColumns.map((column) => [column, z.string()])) as Record<
    (typeof memberColumns)[number],
    z.ZodString
  >,
);

export const groupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const { db } = deps;
  const membersOf = async (schoolId: string, key: string) => {
    const groupId = await findNamedId(db, groups, schoolId, key);
    if (groupId === undefined)
      throw new AppError('NOT_FOUND', { message: `no group '${key}' in your school` });
    return findGroupMembers(db, schoolId, groupId);
  };

  app.get(
    `${BASE}/groups`,
    {
      schema: {
        tags: ['admin'],
        summary: "Your school's groups with how many members each has",
        response: {
          200: envelopeSchema(
            z.object({
              list: z.array(z.object({ key: z.string(), name: z.string(), memberCount: z.number() })),
            }),
          ),
          ...staffOnly,
        },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      return ok({ list: await findGroupsWithCounts(db, schoolId) });
    },
  );

  for (const [path, table, what, summary] of [
    ['groups', groups, 'group', 'Create a group (its key must be new in your school)'],
    [
      'knowledge-points',
      knowledgePoints,
      'knowledgePoint',
      'Create a knowledge point subjects can be tagged with',
    ],
    [
      'ability-dimensions',
      abilityDimensions,
      'abilityDimension',
      'Create an ability dimension for the radar',
    ],
  ] as const)
    app.post(
      `${BASE}/${path}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          body: keyAndName,
          response: { 200: envelopeSchema(z.object({ key: z.string() })), ...staffOnly },
        },
      },
      async (request) => {
        const principal = requireStaff(request, 'manage');
        return ok(await createNamed(db, principal, table, what, request.body));
      },
    );

  app.get(
    `${BASE}/groups/:key/members`,
    {
      schema: {
        tags: ['admin'],
        summary: "A group's members by user name",
        params: groupParams,
        response: { 200: envelopeSchema(z.object({ list: z.array(member) })), ...staffOnly },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      return ok({ list: await membersOf(schoolId, request.params.key) });
    },
  );

  app.get(
    `${BASE}/groups/:key/members.csv`,
    {
      schema: {
        tags: ['admin'],
        summary: "A group's members as CSV (header row: userName, realName, userCode, mobile, email)",
        params: groupParams,
        response: { 200: z.string(), ...staffOnly },
      },
    },
    async (request, reply) => {
      const { schoolId } = requireStaff(request, 'manage');
      const list = await membersOf(schoolId, request.params.key);
      return reply.headers(csvHeaders(`${request.params.key}-members.csv`)).send(toCsv(memberColumns, list));
    },
  );

  app.post(
    `${BASE}/groups/:key/members/import`,
    {
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Candidates into a group, all or nothing (dryRun: check and count only)',
        description:
          'Rows: { userName, realName?, password?, userCode?, mobile?, email? }. A user name your school has is only ' +
          'added to the group; a new one becomes a candidate account and needs a password of 8+ characters. Every ' +
          'problem is reported at rows[i].field and nothing is written.',
        params: groupParams,
        body: z.object({
          rows: z.array(z.record(z.string(), z.unknown())).min(1).max(5000),
          dryRun: z.boolean().default(false),
        }),
        response: {
          200: envelopeSchema(z.object({ created: z.number(), added: z.number(), unchanged: z.number() })),
          ...staffOnly,
        },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      return ok(await importGroupMembers(db, principal, request.params.key, request.body));
    },
  );
};
