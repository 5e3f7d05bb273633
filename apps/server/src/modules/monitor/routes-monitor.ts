import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { examParams, monitorView, proctoredExams } from './schemas';
import { listProctoredExams } from './service/list-proctored-exams';
import { readMonitor } from './service/read-monitor';

const BASE = '/api/admin/v1';

/** The live monitor (issue 21): the exams a staff member proctors, and one exam's candidates as they stand now. */
export const monitorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `${BASE}/monitor/exams`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary:
          'The exams you may proctor: every exam of the school for an exam admin, else your assigned ones',
        response: { 200: envelopeSchema(proctoredExams), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok({ list: await listProctoredExams(db, requireStaff(request, 'proctor')) }),
  );

  app.get(
    `${BASE}/exams/:examId/monitor`,
    {
      config: { duty: 'proctor' },
      schema: {
        tags: ['admin'],
        summary:
          "An exam's candidates live: state, progress, time left, leaves, client (the console polls it)",
        description:
          "One row per candidate who booked a session, is in the exam's groups, or has an attempt, with the newest " +
          'attempt. A proctor of some sessions sees only those. Read in one statement; the console polls every 5 s.',
        params: examParams,
        querystring: z.object({ sessionId: z.coerce.number().int().positive().optional() }),
        response: { 200: envelopeSchema(monitorView), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'proctor');
      return ok(await readMonitor(db, staff, request.params.examId, request.query.sessionId, request.now));
    },
  );
};
