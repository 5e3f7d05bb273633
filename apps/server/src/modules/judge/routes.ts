import { rowIdParam } from '@iexam/domain/ids';
import { RUN_SAMPLES_PER_MINUTE, runSamplesBodySchema } from '@iexam/domain/judge';
import { CASE_VERDICTS } from '@iexam/domain/results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { candidateRateKey } from '../../http/candidate-rate-key';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import type { Sandbox } from './sandbox/sandbox';
import { rejudgeResultSchema, runSamplesResultSchema } from './schemas';
import { rejudgeExam } from './service/rejudge-exam';
import { runSamples } from './service/run-samples';

/** The judge's calls: "Run samples" for candidates, re-judge for exam staff (issue 19). */
export const judgeRoutes: FastifyPluginAsyncZod<{ db: Db; sandbox: Sandbox; pokeJudge: () => void }> = async (
  app,
  deps,
) => {
  app.post(
    '/api/iexam/subject/v1/runSamples',
    {
      schema: {
        tags: ['attempts'],
        summary:
          'Runs the program in the editor on the sample cases of a code question of your running attempt',
        description:
          `Per sample: verdict (${CASE_VERDICTS.join(', ')}), CPU time, peak memory, input, expected ` +
          `and actual output. Nothing is stored. ${RUN_SAMPLES_PER_MINUTE} runs per candidate per minute (429 with ` +
          'the wait); 409 (6102) after the hand-in; 503 when the judge cannot take the run now.',
        body: runSamplesBodySchema,
        response: {
          200: envelopeSchema(runSamplesResultSchema),
          ...errorResponses(400, 401, 404, 409, 429, 503),
        },
      },
      config: {
        rateLimit: {
          max: RUN_SAMPLES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: candidateRateKey('run-samples'),
        },
      },
    },
    async (request) =>
      ok(await runSamples(deps.db, deps.sandbox, request.candidate(), request.body, request.now)),
  );

  app.post(
    '/api/admin/v1/exams/:examId/rejudge',
    {
      schema: {
        tags: ['admin'],
        summary: "Judge every program of an exam's handed-in attempts again (after its cases changed)",
        description:
          'The attempts wait in grading until the judge has run their programs again; grades a person gave stay.',
        params: z.object({ examId: rowIdParam() }),
        response: { 200: envelopeSchema(rejudgeResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      const result = await rejudgeExam(deps.db, principal, request.params.examId, request.now);
      deps.pokeJudge();
      return ok(result);
    },
  );
};
