import { rowIdParam } from '@iexam/domain/ids';
import { CASE_VERDICTS } from '@iexam/domain/results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { getProgramAnalysis } from './service/program-analysis';
import { summarizeUserExams } from './service/summarize-user-exams';

const id = rowIdParam();
const instant = z.iso.datetime().nullable();

const programEntrySchema = z.object({
  subjectId: z.number(),
  position: z.number(),
  score: z.number().describe('the points the subject is worth'),
  language: z.string().nullable(),
  code: z.string().nullable().describe('the program handed in (null when none)'),
  gradingState: z.enum(['not_answered', 'grading', 'graded']),
  earned: z.number().nullable().describe('points given; null unless examResultFlag announces the score'),
  graderComment: z.string().nullable().describe('only when the score is announced and review is open'),
  judgeState: z
    .enum(['not_run', 'hidden', 'judged'])
    .describe('not_run: the judge has not run the program (yet); hidden: held back by review'),
  caseResults: z
    .array(
      z.object({
        position: z.number(),
        isSample: z.boolean(),
        verdict: z.enum(CASE_VERDICTS),
        timeMs: z.number().nullable().describe('CPU time in milliseconds'),
        memoryKb: z.number().nullable().describe('peak memory in KiB; null where it was not measured'),
      }),
    )
    .nullable()
    .describe(
      'per case: verdict, time and memory, never its input or expected output; null unless judgeState is judged',
    ),
});

const examSummarySchema = z.object({
  examId: z.number(),
  examName: z.string(),
  examResultFlag: z.number(),
  attemptCount: z.number(),
  gradingCount: z.number().describe('attempts whose outcome is not out yet'),
  bestScore: z.number().nullable().describe('highest announced score (flag 0 or 1), else null'),
  isPassed: z.boolean().nullable().describe('passed in any announced verdict (flag 0 or 2), else null'),
  timeUsedSeconds: z.number(),
  firstStartAnswerTime: instant,
  lastStartAnswerTime: instant,
  lastSubmittedAt: instant,
});

/** SPEC §7 calls built in issue 6's review round: the code subjects' analysis and the personal-centre summary. */
export const analysisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/iexam/subject/v1/programAnalysis/:id',
    {
      schema: {
        tags: ['results'],
        summary:
          'The code subjects (subjectType 5) of your handed-in attempt: the program, points, grading, cases',
        description:
          'id is the examResultId. 409 while the attempt is in progress; 404 for an attempt not yours. The fields ' +
          'examResultFlag or the review policy hide are null, never left out.',
        params: z.object({ id }),
        response: { 200: envelopeSchema(z.array(programEntrySchema)), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await getProgramAnalysis(deps.db, request.candidate(), request.params.id, request.now)),
  );

  app.post(
    '/api/personal-center/positionevaluation/summary-userexam-information',
    {
      schema: {
        tags: ['results'],
        summary: 'Your handed-in attempts summed up per exam, with only what each exam announces',
        description:
          'Optional examId narrows to one exam; an open-link visitor sees only the exam of their token. Instants ' +
          'are ISO 8601 (UTC); pages show them as SPEC §9 says.',
        body: z.object({ examId: id.optional() }).default({}),
        response: {
          200: envelopeSchema(
            z.object({
              examCount: z.number(),
              attemptCount: z.number(),
              timeUsedSeconds: z.number(),
              exams: z.array(examSummarySchema),
            }),
          ),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) =>
      ok(await summarizeUserExams(deps.db, request.candidate(), request.body ?? {}, request.now)),
  );
};
