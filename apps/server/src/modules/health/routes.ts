import { AppError } from '@iexam/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, pingDatabase } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, deps) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: {
          200: envelopeSchema(z.object({ status: z.literal('ok'), database: z.literal('postgres') })),
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      try {
        await pingDatabase(deps.database.db);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError('UNAVAILABLE', { message: 'database unreachable' });
      }
      return ok({ status: 'ok' as const, database: 'postgres' as const });
    },
  );
};
