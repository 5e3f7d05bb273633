import { answersFileSchema, saveAnswersBodySchema } from '@iexam/domain/answers';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import type { AnswerSaveBatcher } from './service/answer-save-batcher';
import { loadAnswersFile } from './service/load-answers-file';
import { saveAnswers } from './service/save-answers';

/** Answers written to an attempt: the candidate's autosave (DESIGN §5) and the answers file staff load. */
export const answersRoutes: FastifyPluginAsyncZod<{ db: Db; batcher: AnswerSaveBatcher }> = async (
  app,
  deps,
) => {
  app.post(
    '/api/iexam/useranswer/v1/answer',
    {
      schema: {
        tags: ['attempts'],
        summary: 'Saves answers; the highest seq per subject wins (also sent with keepalive on page hide)',
        description:
          'acknowledged: the stored seq per subject, so the client drops what is saved. 6102 after the hand-in or ' +
          "the deadline's grace; 6103 when another client took the attempt over.",
        body: saveAnswersBodySchema,
        response: {
          200: envelopeSchema(
            z.object({
              acknowledged: z.array(z.object({ subjectId: z.number(), seq: z.number() })),
              savedAt: z.iso.datetime(),
            }),
          ),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) =>
      ok(await saveAnswers(deps.db, deps.batcher, request.candidate(), request.body, request.now)),
  );

  app.post(
    '/api/admin/v1/attempts/:examResultId/answers-file',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Load a candidate's downloaded answers file into their attempt (exam admins and the attempt's proctors)",
        description:
          'A higher seq wins, as with every save; a handed-in attempt is graded again; recorded with who loaded it. ' +
          'docs/decisions/0012.',
        params: z.object({ examResultId: rowIdParam() }),
        body: answersFileSchema,
        response: {
          200: envelopeSchema(
            z.object({
              examResultId: z.number(),
              answerCount: z.number(),
              appliedCount: z.number(),
              outcome: z
                .object({
                  status: z.string(),
                  score: z.number(),
                  isPassed: z.boolean().nullable(),
                  isScoring: z.number(),
                })
                .nullable(),
            }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'proctor');
      return ok(
        await loadAnswersFile(deps.db, principal, request.params.examResultId, request.body, request.now),
      );
    },
  );
};
