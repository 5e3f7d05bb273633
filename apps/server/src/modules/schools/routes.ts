import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { SCHOOL_ID_PATTERN } from '../../plugins/tenant';
import { getPublicSchool } from './service/get-public-school';

export const schoolsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/ischool/v1/schools/:schoolId',
    {
      schema: {
        tags: ['schools'],
        summary: 'Public details of a school (name, open flag, contact, host-portal links)',
        params: z.object({ schoolId: z.string().regex(SCHOOL_ID_PATTERN, 'expected a school id') }),
        response: {
          200: envelopeSchema(
            z.object({
              schoolId: z.string(),
              name: z.string(),
              isOpen: z.boolean(),
              contactContext: z.string(),
              studyCentreUrl: z.string(),
              courseUrl: z.string(),
              clientDownloadUrl: z.string(),
            }),
          ),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      return ok(await getPublicSchool(deps.db, request.params.schoolId));
    },
  );
};
