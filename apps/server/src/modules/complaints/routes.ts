import { complaintBodySchema } from '@iexam/domain/complaints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { candidateRateKey } from '../../http/candidate-rate-key';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff, requireUser } from '../../plugins/auth';
import { complaintSchema, staffComplaintQuerySchema, staffComplaintSchema } from './schemas';
import { listOwnComplaints, listSchoolComplaints } from './service/list-complaints';
import { submitComplaint } from './service/submit-complaint';

/** Complaints a candidate may send in a minute: enough to correct a mistake, too few to flood the staff. */
const COMPLAINTS_PER_MINUTE = 5;

/** SPEC §2 complaint entry (designed paths, docs/decisions/0028). */
export const complaintRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.post(
    '/api/iexam/complaints',
    {
      schema: {
        tags: ['complaints'],
        summary:
          'Send a complaint about an exam (logged-in candidates of a school whose complaint entry is on)',
        description:
          'examId, when given, must be an exam you may see (404 otherwise). 403 where the school offers no ' +
          'complaints (its anti-cheating switch is off).',
        body: complaintBodySchema,
        response: {
          200: envelopeSchema(
            z.object({ complaintId: z.number(), status: z.string(), submittedAt: z.iso.datetime() }),
          ),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
      config: {
        rateLimit: {
          max: COMPLAINTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: candidateRateKey('complaint'),
        },
      },
    },
    async (request) => ok(await submitComplaint(deps.db, requireUser(request), request.body, request.now)),
  );

  app.get(
    '/api/iexam/complaints',
    {
      schema: {
        tags: ['complaints'],
        summary: 'Your own complaints, newest first',
        response: { 200: envelopeSchema(z.array(complaintSchema)), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok(await listOwnComplaints(deps.db, requireUser(request))),
  );

  app.get(
    '/api/admin/v1/complaints',
    {
      schema: {
        tags: ['admin'],
        summary: "The school's complaints, newest first (exam admins), by exam and status",
        querystring: staffComplaintQuerySchema,
        response: {
          200: envelopeSchema(z.array(staffComplaintSchema)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'manage');
      return ok(await listSchoolComplaints(deps.db, staff.schoolId, request.query));
    },
  );
};
