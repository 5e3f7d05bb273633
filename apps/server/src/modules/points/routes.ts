import {
  LEARN_EVENT_RATE_LIMIT_PER_MINUTE,
  LEARN_EVENT_TYPES,
  learnEventBodySchema,
} from '@iexam/domain/results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { candidateRateKey } from '../../http/candidate-rate-key';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { recordLearnEvent } from './service/record-learn-event';

/** SPEC §7 point calls. */
export const pointRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.post(
    '/api/point/v1/event/learn',
    {
      schema: {
        tags: ['points'],
        summary: 'Record a learning event (your result, its review or its analysis viewed), once per attempt',
        description:
          'businessId is the examResultId of your handed-in attempt (404 when not yours, 409 in progress). A repeat ' +
          'answers the first record with isDuplicate true and changes nothing.',
        body: learnEventBodySchema,
        response: {
          200: envelopeSchema(
            z.object({
              eventId: z.number(),
              eventType: z.enum(LEARN_EVENT_TYPES),
              businessId: z.number(),
              occurredAt: z.iso.datetime(),
              isDuplicate: z.boolean(),
            }),
          ),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
      config: {
        rateLimit: {
          max: LEARN_EVENT_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: candidateRateKey('learn-event'),
        },
      },
    },
    async (request) => ok(await recordLearnEvent(deps.db, request.candidate(), request.body, request.now)),
  );
};
