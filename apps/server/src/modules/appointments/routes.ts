import {
  APPOINTMENT_FORM_FIELDS,
  APPOINTMENT_STATES,
  type AppointmentFormField,
} from '@iexam/domain/appointments';
import { AppError } from '@iexam/domain/errors';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { bookAppointment } from './service/book-session';
import { cancelAppointment } from './service/cancel-booking';
import { listBookingLocations } from './service/list-booking-locations';
import { listExamsForBooking } from './service/list-exams-for-booking';
import { listSessionsForBooking } from './service/list-sessions-for-booking';

const id = rowIdParam();
const APPOINTMENT_ERRORS =
  'Refusals: 5001 session full, 5002 booking not open, 5003 booking closed, 5004 already booked a session of this ' +
  'exam, 5005 redemption code invalid, 5006 redemption code used, 5007 not allowed to book or cancel yourself; 429 ' +
  'after 5 wrong redemption codes from a candidate (30 from an address, 200 at an exam) in 10 minutes.';

const formFieldDocs = Object.fromEntries(
  APPOINTMENT_FORM_FIELDS.map((field) => [
    field,
    z
      .string()
      .optional()
      .describe(
        field === 'redemptionCode'
          ? 'Required when the exam uses redemption codes (isRedemptionCode 1)'
          : 'Required unless the exam books by redemption code alone (a default appointment with isRedemptionCode 1)',
      ),
  ]),
) as Record<AppointmentFormField, z.ZodOptional<z.ZodString>>;

/**
 * Wrong redemption codes, limited as authorization codes are (DESIGN §5): per candidate and exam, per client address,
 * per exam; only failures count, so a class booking with its own codes is never held up (issue 18, S2: there was no
 * limit at all).
 */
export const REDEMPTION_CODE_LIMITS = {
  candidate: { maxFailures: 5, windowSeconds: 600, holdsTries: true },
  address: { maxFailures: 30, windowSeconds: 600 },
  exam: { maxFailures: 200, windowSeconds: 600 },
};

export const appointmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const codeLimiters = {
    candidate: app.guessLimiter('redemption-code-candidate', REDEMPTION_CODE_LIMITS.candidate),
    address: app.guessLimiter('redemption-code-address', REDEMPTION_CODE_LIMITS.address),
    exam: app.guessLimiter('redemption-code-exam', REDEMPTION_CODE_LIMITS.exam),
  };
  app.post(
    '/api/iexam/reserve/student/v1/exams/save',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Book a session (SPEC §7 reservation save)',
        description: APPOINTMENT_ERRORS,
        body: z
          .object({
            examId: id,
            sessionId: id,
            userId: id.optional(),
            reserveType: z
              .union([z.literal(1), z.literal(2), z.literal(3)])
              .optional()
              .describe('Ignored: the server records 2 (personal) or, for a credible exam, 3'),
            isRedemptionCode: z.union([z.literal(0), z.literal(1)]).optional(),
            // The form's fields, listed so a client written from the document sends them (issue 18); which are
            // required depends on the exam, checked with the SPEC §9 lengths by appointmentFormSchema.
            ...formFieldDocs,
          })
          .strict(),
        response: {
          200: envelopeSchema(z.object({ appointmentId: z.number(), remainderNum: z.number().nullable() })),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request, ['candidate']);
      const {
        examId,
        sessionId,
        userId,
        reserveType: _type,
        isRedemptionCode: _flag,
        ...form
      } = request.body;
      if (userId !== undefined && userId !== principal.userId) {
        throw new AppError('FORBIDDEN', {
          field: 'userId',
          message: 'userId: is not the logged-in candidate',
        });
      }
      const keys = {
        candidate: [`${principal.schoolId}:${examId}:${principal.userId}`],
        address: [request.ip],
        exam: [`${principal.schoolId}:${examId}`],
      };
      const names = ['candidate', 'address', 'exam'] as const;
      if (form.redemptionCode !== undefined)
        for (const name of names) await codeLimiters[name].assertAllowed(request, keys[name]);
      try {
        return ok(await bookAppointment(deps.db, principal, { examId, sessionId, form }, request.now));
      } catch (error) {
        if (error instanceof AppError && error.reason === 'REDEMPTION_CODE_INVALID')
          for (const name of names) await codeLimiters[name].recordFailure(request, keys[name]);
        throw error;
      }
    },
  );

  app.put(
    '/api/iexam/reserve/student/v1/cancel/reserve/:examId/:sessionId',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Cancel a booking inside the cancel window (SPEC §5)',
        description: `${APPOINTMENT_ERRORS} Outside the window: 'cancel time not arrived' or 'cancel time passed' (409).`,
        params: z.object({ examId: id, sessionId: id }),
        response: { 200: envelopeSchema(z.null()), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const principal = requireUser(request, ['candidate']);
      await cancelAppointment(deps.db, principal, request.params, request.now);
      return ok(null);
    },
  );

  const instant = z.iso.datetime().nullable();
  app.get(
    '/api/iexam/reserve/student/v1/session/list/:examId',
    {
      schema: {
        tags: ['appointments'],
        summary: "An exam's sessions with places and this candidate's booking state (SPEC §7)",
        params: z.object({ examId: id }),
        querystring: z.object({ sessionCode: z.string().trim().min(1).max(40).optional() }),
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                id: z.number(),
                sessionName: z.string(),
                sessionCode: z.string(),
                beginTime: z.iso.datetime(),
                endTime: z.iso.datetime(),
                remainderNum: z.number().nullable(),
                appointmentStatus: z.union([z.literal(0), z.literal(1)]),
                appointmentState: z.enum(APPOINTMENT_STATES),
                appointmentOpenBeginTime: instant,
                appointmentOpenEndTime: instant,
                cancelAppointmentBeginTime: instant,
                cancelAppointmentEndTime: instant,
              }),
            ),
          ),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request, ['candidate']);
      const input = { examId: request.params.examId, sessionCode: request.query.sessionCode };
      return ok(await listSessionsForBooking(deps.db, principal, input, request.now));
    },
  );

  app.get(
    '/api/iexam/reserve/student/v1/exam/list/:current/:size',
    {
      schema: {
        tags: ['appointments'],
        summary: 'Appointment exams the candidate may book, a page at a time (SPEC §7 reservation exam list)',
        description:
          'Condition fields as query parameters: examName (part of the name), locationCode (an exam site).',
        params: z.object({ current: id, size: z.coerce.number().int().min(1).max(100) }),
        querystring: z.object({
          examName: z.string().trim().min(1).max(100).optional(),
          locationCode: z.string().trim().min(1).max(40).optional(),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              current: z.number(),
              size: z.number(),
              total: z.number(),
              records: z.array(
                z.object({
                  examId: z.number(),
                  examName: z.string(),
                  beginTime: instant,
                  endTime: instant,
                  examSettingTime: z.number(),
                  sessionCount: z.number(),
                  appointmentStatus: z.union([z.literal(0), z.literal(1)]),
                  bookedSessionId: z.number().nullable(),
                }),
              ),
            }),
          ),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request, ['candidate']);
      return ok(await listExamsForBooking(deps.db, principal, { ...request.params, ...request.query }));
    },
  );

  app.get(
    '/api/iexam/reserve/student/v1/location/cn',
    {
      schema: {
        tags: ['appointments'],
        summary: "Exam sites of the school's appointment sessions (the reservation list's location filter)",
        response: {
          200: envelopeSchema(z.array(z.object({ locationCode: z.string(), locationName: z.string() }))),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request, ['candidate']);
      return ok(await listBookingLocations(deps.db, principal.schoolId));
    },
  );
};
