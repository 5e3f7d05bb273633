import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { examResultParams, extraTimeBody, reasonBody, reopenBody } from './schemas';
import { addExtraTime } from './service/extra-time';
import { handInByStaff } from './service/hand-in';
import { reopen } from './service/reopen-attempt';
import { resetSwitchScreen } from './service/switch-screen-reset';

const BASE = '/api/admin/v1/attempts/:examResultId';
const refusals = errorResponses(400, 401, 403, 404, 409);
const newDeadline = envelopeSchema(
  z.object({
    examResultId: z.number(),
    deadline: z.date(),
    passesEnd: z.boolean(),
    minutes: z.number().optional(),
  }),
);

/** Proctors' actions on one attempt (issue 21): each audited with its reason, the candidate told by a notice. */
export const attemptActionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `${BASE}/extra-time`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary: "A running attempt's deadline moves: + minutes, or start + answer time × multiplier",
        description:
          "passesEnd: the new deadline lies past the exam's or session's end (allowed: staff decide).",
        params: examResultParams,
        body: extraTimeBody,
        response: { 200: newDeadline, ...refusals },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      const { examResultId } = request.params;
      const { reason, minutes, multiplier } = request.body;
      const extra = minutes !== undefined ? { minutes } : { multiplier: multiplier as number };
      return ok(await addExtraTime(db, staff, examResultId, { ...extra, reason }, request.now));
    },
  );

  app.post(
    `${BASE}/reopen`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary: 'A handed-in attempt runs again until a new deadline (docs/decisions/0043)',
        description:
          '409 while the candidate has another attempt of the exam in progress, and for a preview. The hand-in, its ' +
          'reason, the score and the leave count are cleared.',
        params: examResultParams,
        body: reopenBody,
        response: {
          200: envelopeSchema(
            z.object({
              examResultId: z.number(),
              status: z.literal('in_progress'),
              deadline: z.date(),
              passesEnd: z.boolean(),
            }),
          ),
          ...refusals,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      const { reason, until, minutes } = request.body;
      const when = until !== undefined ? { until: new Date(until) } : { minutes: minutes as number };
      return ok(await reopen(db, staff, request.params.examResultId, { ...when, reason }, request.now));
    },
  );

  app.post(
    `${BASE}/hand-in`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary: 'Hands a running attempt in now (handInReason staff), graded as any hand-in',
        params: examResultParams,
        body: reasonBody,
        response: {
          200: envelopeSchema(
            z.object({
              examResultId: z.number(),
              status: z.string(),
              submittedAt: z.date(),
              handInReason: z.literal('staff'),
            }),
          ),
          ...refusals,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      return ok(
        await handInByStaff(db, staff, request.params.examResultId, request.body.reason, request.now),
      );
    },
  );

  app.post(
    `${BASE}/switch-screen-reset`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary: "A running attempt's leave count back to 0 (the leave events stay as the trail)",
        params: examResultParams,
        body: reasonBody,
        response: {
          200: envelopeSchema(z.object({ examResultId: z.number(), switchScreenTimes: z.literal(0) })),
          ...refusals,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      return ok(
        await resetSwitchScreen(db, staff, request.params.examResultId, request.body.reason, request.now),
      );
    },
  );
};
