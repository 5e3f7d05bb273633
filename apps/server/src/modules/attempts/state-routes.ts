import { HAND_IN_REASONS } from '@iexam/domain/attempts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ATTEMPT_NOTICE_KINDS } from '../../db/schema/staff';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { contextOf, id, presenceOf } from './route-params';
import { getAttemptState } from './service/attempt-state';

const noticeSchema = z.object({
  id: z.number(),
  kind: z.enum(ATTEMPT_NOTICE_KINDS),
  reason: z.string().describe("The staff member's reason, as they wrote it"),
  // As the staff action wrote it: the page reads what it knows and leaves the rest.
  detail: z
    .record(z.string(), z.unknown())
    .describe(
      'extra_time: { minutes?, deadline } (the minutes given, the new deadline); reopened: { deadline }',
    ),
  at: z.iso.datetime(),
});

/** The answer page's poll of its running attempt (issue 21): what staff changed and what the candidate is told. */
export const attemptStateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/iexam/useranswer/v1/attemptState/:examResultId',
    {
      schema: {
        tags: ['attempts'],
        summary:
          "A running attempt's deadline, status and leave count as staff left them, and the notices of it",
        description:
          'Polled by the answer page every 15 s. Records the client (time, address, browser or desktop client) for ' +
          'the live monitor while the attempt runs; an overdue attempt is handed in first. Notices: the newest 50, ' +
          'oldest first.',
        params: z.object({ examResultId: id }),
        response: {
          200: envelopeSchema(
            z.object({
              status: z.string(),
              deadline: z.iso.datetime(),
              now: z.iso.datetime(),
              switchScreenTimes: z.number(),
              allowedSwitchScreenTimes: z.number(),
              handInReason: z.enum(HAND_IN_REASONS).nullable(),
              notices: z.array(noticeSchema),
            }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      ok(
        await getAttemptState(
          deps.db,
          request.candidate(),
          request.params.examResultId,
          presenceOf(request),
          contextOf(request).isDesktopClient,
        ),
      ),
  );
};
