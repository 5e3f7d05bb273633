import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { objectiveSubjectSchema, regradeBodySchema } from './schemas';
import { listObjectiveSubjects } from './service/list-objective-subjects';
import { regradeSubject } from './service/regrade-subject';

/** An exam admin changes an objective subject's key after attempts and every answer to it is scored again. */
export const regradeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const id = rowIdParam();
  app.get(
    '/api/admin/v1/exams/:examId/subjects/objective',
    {
      schema: {
        tags: ['admin'],
        summary: "The exam's objective subjects with their keys (per paper version), for a regrade",
        params: z.object({ examId: id }),
        response: {
          200: envelopeSchema(z.array(objectiveSubjectSchema)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'manage');
      return ok(await listObjectiveSubjects(deps.db, staff, request.params.examId, request.now));
    },
  );

  app.post(
    '/api/admin/v1/exams/:examId/subjects/:subjectId/regrade',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Change an objective subject's correct answer (audited, with a reason) and score every handed-in answer again",
        params: z.object({ examId: id, subjectId: id }),
        body: regradeBodySchema,
        response: {
          200: envelopeSchema(z.object({ attempts: z.number(), changed: z.number() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'manage');
      const input = { ...request.params, ...request.body };
      return ok(await regradeSubject(deps.db, staff, input, request.now));
    },
  );
};
