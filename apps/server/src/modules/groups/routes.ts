import { rowIdList, rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { checkGroupMembership } from './service/check-group-membership';
import { listInvitedGroups } from './service/list-invited-groups';

const id = rowIdParam();

export const groupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/iexam/groupList/getGroup',
    {
      schema: {
        tags: ['groups'],
        summary: 'The groups invited to an exam (relationType 1) or a session (relationType 2)',
        querystring: z.object({
          relationId: id,
          relationType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
        }),
        response: {
          200: envelopeSchema(z.array(z.object({ id: z.number().int(), name: z.string() }))),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return ok(await listInvitedGroups(deps.db, principal.schoolId, request.query));
    },
  );

  app.get(
    '/api/ischool/v1/groups/user-in-group',
    {
      schema: {
        tags: ['groups'],
        summary: 'Whether the logged-in candidate belongs to any of the groups (comma-separated ids)',
        querystring: z.object({
          groupConditionIdList: rowIdList(),
          userId: id.optional(),
        }),
        response: { 200: envelopeSchema(z.boolean()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { groupConditionIdList, userId } = request.query;
      return ok(await checkGroupMembership(deps.db, principal, { groupIds: groupConditionIdList, userId }));
    },
  );
};
