import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { accommodationBody, accommodationParams, appointmentParams, moveBody, reasonBody } from './schemas';
import { setAccommodation } from './service/accommodation';
import { cancelBooking, moveBooking } from './service/bookings';

const BASE = '/api/admin/v1';
const refusals = errorResponses(400, 401, 403, 404, 409);

/** Proctors' actions before the attempt (issue 21): a candidate's accommodation, their booking moved or cancelled. */
export const bookingActionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.put(
    `${BASE}/exams/:examId/candidates/:userId/accommodation`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary:
          "A candidate's extra minutes and time multiplier, applied when they start (before the attempt)",
        description: 'The candidate must be one the monitor lists to you; 409 while their attempt runs.',
        params: accommodationParams,
        body: accommodationBody,
        response: {
          200: envelopeSchema(
            z.object({
              examId: z.number(),
              userId: z.number(),
              extraMinutes: z.number(),
              timeMultiplier: z.number(),
            }),
          ),
          ...refusals,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      const { examId, userId } = request.params;
      return ok(await setAccommodation(db, staff, examId, userId, request.body, request.now));
    },
  );

  app.post(
    `${BASE}/appointments/:appointmentId/move`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary: 'Moves a booking to another session of its exam (a place there, never overbooked)',
        params: appointmentParams,
        body: moveBody,
        response: {
          200: envelopeSchema(
            z.object({
              appointmentId: z.number(),
              examId: z.number(),
              fromSessionId: z.number(),
              sessionId: z.number(),
            }),
          ),
          ...refusals,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      return ok(await moveBooking(db, staff, request.params.appointmentId, request.body, request.now));
    },
  );

  app.post(
    `${BASE}/appointments/:appointmentId/cancel`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary: "Cancels a booking (outside the candidate's cancel window too), giving back its place",
        params: appointmentParams,
        body: reasonBody,
        response: {
          200: envelopeSchema(
            z.object({
              appointmentId: z.number(),
              examId: z.number(),
              sessionId: z.number(),
              userId: z.number(),
              status: z.literal('cancelled'),
            }),
          ),
          ...refusals,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      return ok(
        await cancelBooking(db, staff, request.params.appointmentId, request.body.reason, request.now),
      );
    },
  );
};
