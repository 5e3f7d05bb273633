import { AppError } from '@iexam/domain/errors';
import { rowIdList, rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { findGroupsOfExam, findGroupsOfSession, isMemberOfAny } from './repo';

const id = rowIdParam();
/** relationType: 1 an exam's groups, 2 a session's groups (SPEC §6: membership per exam or per session). */
const RELATION_TYPES = { exam: 1, session: 2 } as const;

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
      const { relationId, relationType } = request.query;
      const rows =
        relationType === RELATION_TYPES.exam
          ? await findGroupsOfExam(deps.db, principal.schoolId, relationId)
          : await findGroupsOfSession(deps.db, principal.schoolId, relationId);
      return ok(rows);
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
      // A candidate may ask about themself only: group lists of others are not theirs to probe.
      if (userId !== undefined && userId !== principal.userId)
        throw new AppError('FORBIDDEN', {
          field: 'userId',
          message: 'userId: is not the logged-in candidate',
        });
      return ok(await isMemberOfAny(deps.db, principal.schoolId, groupConditionIdList, principal.userId));
    },
  );
};
