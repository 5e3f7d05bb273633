import { PassThrough } from 'node:stream';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ATTEMPT_STATUSES } from '../../db/schema/attempts';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { getExamStatistics } from './service/exam-statistics';
import { EXPORT_FORMATS, exportResults } from './service/export-results';
import { listResults } from './service/list-results';
import { releaseResults } from './service/release-results';

const BASE = '/api/admin/v1/exams/:examId/results';
const staffOnly = errorResponses(400, 401, 403, 404);
const examParams = z.object({ examId: z.coerce.number().int().positive() });
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const filterQuery = z.object({
  sessionId: z.coerce.number().int().positive().optional(),
  status: z.enum(ATTEMPT_STATUSES).optional(),
  passed: flag.optional(),
  q: z.string().trim().max(100).optional(),
  all: flag.default(false).describe('every attempt; by default each candidate’s newest'),
});
const instant = z.string().nullable();
const resultRow = z.object({
  examResultId: z.number(),
  userId: z.number().nullable(),
  openCandidateId: z.number().nullable(),
  name: z.string(),
  userName: z.string(),
  userCode: z.string(),
  sessionName: z.string().nullable(),
  status: z.string(),
  score: z.number().nullable(),
  isPassed: z.boolean().nullable(),
  startAnswerTime: z.string(),
  submittedAt: instant,
  handInReason: z.string().nullable(),
  switchScreenTimes: z.number(),
});
const figure = z.number().nullable();
const summary = z.object({
  attempts: z.number(),
  submitted: z.number(),
  graded: z.number(),
  grading: z.number(),
  mean: figure,
  median: figure,
  max: figure,
  min: figure,
  passRate: figure.describe('0..1 over the graded attempts'),
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
});
const question = z.object({
  key: z.string(),
  title: z.string(),
  subjectType: z.number(),
  score: z.number(),
  n: z.number().describe('graded attempts that had the subject'),
  answered: z.number(),
  difficulty: figure.describe('mean points / points, 0..1'),
  discrimination: figure.describe('(upper 27% mean − lower 27% mean) / points; read it beside n'),
  optionCounts: z.record(z.string(), z.number()).nullable(),
  correctRate: figure,
});

export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    BASE,
    {
      schema: {
        tags: ['admin'],
        summary: "An exam's results: a page of them and the summary over the whole filter",
        params: examParams,
        querystring: filterQuery.extend({
          page: z.coerce.number().int().positive().default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              exam: z.object({
                examId: z.number(),
                examName: z.string(),
                paperScore: z.number(),
                examResultFlag: z.number(),
                resultReleaseAt: instant.describe(
                  'null: announced as the flag says; a time: nothing before it',
                ),
              }),
              total: z.number(),
              rows: z.array(resultRow),
              summary,
            }),
          ),
          ...staffOnly,
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'manage');
      const { page, pageSize, ...filter } = request.query;
      return ok(await listResults(db, staff, request.params.examId, { filter, page, pageSize }, request.now));
    },
  );

  app.get(
    `${BASE}/statistics`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Per-question statistics and knowledge-point mastery over the graded attempts',
        params: examParams,
        response: {
          200: envelopeSchema(
            z.object({
              attempts: z.number(),
              questions: z.array(question),
              knowledge: z.array(
                z.object({ key: z.string(), name: z.string(), mastery: z.number(), subjects: z.number() }),
              ),
            }),
          ),
          ...staffOnly,
        },
      },
    },
    async (request) =>
      ok(await getExamStatistics(db, requireStaff(request, 'manage'), request.params.examId, request.now)),
  );

  app.post(
    `${BASE}/release`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Set what the candidates are told of their results (examResultFlag) and from when',
        description: 'releaseAt absent: from now. Audited as results.release.',
        params: examParams,
        body: z.object({
          examResultFlag: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
          releaseAt: z.iso.datetime({ offset: true }).optional(),
          reason: z.string().trim().max(500).optional(),
        }),
        response: {
          200: envelopeSchema(z.object({ examResultFlag: z.number(), resultReleaseAt: instant })),
          ...staffOnly,
        },
      },
    },
    async (request) => {
      const { releaseAt, ...body } = request.body;
      return ok(
        await releaseResults(
          db,
          requireStaff(request, 'manage'),
          request.params.examId,
          { ...body, ...(releaseAt ? { releaseAt: new Date(releaseAt) } : {}) },
          request.now,
        ),
      );
    },
  );

  app.get(
    `${BASE}/export`,
    {
      schema: {
        tags: ['admin'],
        summary:
          'The results as CSV or XLSX, streamed; with answers=true each subject key’s answer and score',
        description: 'Times in the exam’s zone (ISO with offset). Audited as results.export.',
        params: examParams,
        querystring: filterQuery.extend({
          format: z.enum(EXPORT_FORMATS).default('xlsx'),
          answers: flag.default(false),
        }),
        response: { 200: z.any().describe('the file'), ...staffOnly },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request, 'manage');
      const { format, answers, ...filter } = request.query;
      const file = await exportResults(
        db,
        staff,
        request.params.examId,
        { format, withAnswers: answers, filter },
        request.now,
      );
      const body = new PassThrough();
      file.write(body).catch((error: unknown) => {
        request.log.warn({ err: error }, 'results export ended part way');
        body.destroy(error as Error);
      });
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type(file.contentType)
        .send(body);
    },
  );
};
