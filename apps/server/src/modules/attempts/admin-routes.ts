import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import {
  getAttemptForGrading,
  gradeSubjectByHand,
  listAttemptsAwaitingGrading,
} from './service/grade-by-hand';

/** Exam staff's side of attempts. */
export const attemptAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const id = rowIdParam();
  app.get(
    '/api/admin/v1/grading/attempts',
    {
      config: { duty: 'grade' },
      schema: {
        tags: ['admin'],
        summary:
          'Attempts waiting for a person to grade an essay or a program, oldest first (a grader: their exams only)',
        querystring: z.object({ examId: id.optional() }),
        response: { 200: envelopeSchema(z.array(z.object({}).loose())), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'grade');
      return ok(await listAttemptsAwaitingGrading(deps.db, principal, request.query.examId));
    },
  );

  app.get(
    '/api/admin/v1/grading/attempts/:examResultId',
    {
      config: { duty: 'grade' },
      schema: {
        tags: ['admin'],
        summary: "An attempt's essays and programs with the answers, reference answers and grades so far",
        params: z.object({ examResultId: id }),
        response: { 200: envelopeSchema(z.object({}).loose()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'grade');
      return ok(await getAttemptForGrading(deps.db, principal, request.params.examResultId, request.now));
    },
  );

  app.put(
    '/api/admin/v1/grading/attempts/:examResultId/subjects/:subjectId',
    {
      config: { duty: 'grade' },
      schema: {
        tags: ['admin'],
        summary: 'Grade one essay or program (0 up to its points, with a comment); the last one ends grading',
        description:
          'The score is kept exactly as sent: one below 0, over the points or with more than two decimals is refused ' +
          'at its field (400), never clamped or rounded. Each grade is audited (grade.save, grade.change) with the old ' +
          'and new score.',
        params: z.object({ examResultId: id, subjectId: id }),
        // The bounds are the subject's (handGradeIssue in the service), said with their reason.
        body: z.object({ score: z.number(), comment: z.string().max(2000).default('') }),
        response: {
          200: envelopeSchema(
            z
              .object({
                status: z.string(),
                score: z.number(),
                isPassed: z.boolean().nullable(),
                isScoring: z.number(),
              })
              .optional(),
          ),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'grade');
      const input = { ...request.params, ...request.body };
      return ok(await gradeSubjectByHand(deps.db, principal, input, request.now));
    },
  );
};
