import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { EXPORT_FORMATS } from '../bank/service/export';
import { findGroupsWithCounts, findNamedReferences } from './repo-references';
import { copyExam } from './service/copy-exam';
import { createExam } from './service/create-exam';
import { exportExamDefinition, exportExamQuestions } from './service/export-exam';
import { listExams } from './service/list-exams';
import { setExamPublished } from './service/publish-exam';
import { readExamForEditor } from './service/read-exam';
import { updateExam } from './service/update-exam';

const EXAM_BODY_LIMIT = 10 * 1024 * 1024;
const BASE = '/api/admin/v1';
const staffOnly = errorResponses(400, 401, 403, 404);
const examParams = z.object({ examId: z.coerce.number().int().positive() });
/** The exam item of docs/exam-definition.md; checked in full by the import's rules (paths in `data.issues`). */
const examBody = z.object({ exam: z.unknown() });
const examItem = z.record(z.string(), z.unknown());
const editorView = envelopeSchema(z.object({ examId: z.number(), exam: examItem, hasAttempts: z.boolean() }));
const keyAndName = z.object({ key: z.string(), name: z.string() });
/** `?dryRun=true`: do every check, write nothing (as the import's). */
const dryRunQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const examRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const { db } = deps;
  app.get(
    `${BASE}/exams`,
    {
      schema: {
        tags: ['admin'],
        summary: "Your school's exams, newest first, optionally searched (name or key) and by status",
        querystring: z.object({
          search: z.string().max(200).optional(),
          status: z.enum(['published', 'unpublished']).optional(),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              list: z.array(
                z.object({
                  examId: z.number(),
                  key: z.string(),
                  examName: z.string(),
                  examStatus: z.number(),
                  beginTime: z.date().nullable(),
                  endTime: z.date().nullable(),
                  organizeForm: z.number(),
                  sessionCount: z.number(),
                  paperCount: z.number(),
                  subjectCount: z.number(),
                  attemptCount: z.number(),
                }),
              ),
            }),
          ),
          ...staffOnly,
        },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      return ok({ list: await listExams(db, schoolId, request.query) });
    },
  );

  app.get(
    `${BASE}/exams/:examId`,
    {
      schema: {
        tags: ['admin'],
        summary: 'One exam as its definition item (without attempts), and whether candidates attempted it',
        params: examParams,
        response: { 200: editorView, ...staffOnly },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      return ok(await readExamForEditor(db, schoolId, request.params.examId));
    },
  );

  app.get(
    `${BASE}/references`,
    {
      schema: {
        tags: ['admin'],
        summary:
          'What an exam may name: groups, knowledge points, abilities, videos and courses of your school',
        response: {
          200: envelopeSchema(
            z.object({
              groups: z.array(keyAndName.extend({ memberCount: z.number() })),
              knowledgePoints: z.array(keyAndName),
              abilityDimensions: z.array(keyAndName),
              videos: z.array(keyAndName),
              courses: z.array(z.object({ key: z.string(), title: z.string() })),
            }),
          ),
          ...staffOnly,
        },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      const [groups, named] = await Promise.all([
        findGroupsWithCounts(db, schoolId),
        findNamedReferences(db, schoolId),
      ]);
      return ok({ groups, ...named });
    },
  );

  app.post(
    `${BASE}/exams`,
    {
      bodyLimit: EXAM_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Create an exam (validated like an import; its key must be new in your school)',
        body: examBody,
        response: { 200: envelopeSchema(z.object({ examId: z.number() })), ...staffOnly },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      return ok(await createExam(db, principal, request.body.exam, request.now));
    },
  );

  app.put(
    `${BASE}/exams/:examId`,
    {
      bodyLimit: EXAM_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary:
          'Replace an exam (its key stays); a paper with attempts whose subjects change becomes a new version',
        params: examParams,
        body: examBody,
        response: { 200: editorView, ...staffOnly },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      const { examId } = request.params;
      return ok(await updateExam(db, principal, examId, request.body.exam, request.now));
    },
  );

  app.post(
    `${BASE}/exams/:examId/copy`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Copy an exam: key <key>-copy, unpublished, without open links, codes or attempts',
        params: examParams,
        response: { 200: envelopeSchema(z.object({ examId: z.number() })), ...staffOnly },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      return ok(await copyExam(db, principal, request.params.examId, request.now));
    },
  );

  for (const [verb, isPublished] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    app.post(
      `${BASE}/exams/:examId/${verb}`,
      {
        schema: {
          tags: ['admin'],
          summary: isPublished ? 'Show the exam to candidates' : 'Hide the exam from candidates',
          description: isPublished
            ? 'Refused (409 EXAM_NOT_READY) while the exam lacks what a candidate needs to start it, each missing ' +
              'part an issue at its field (a paper with questions, a pass score it can reach, a session not ended, ' +
              'an open window, an invited group). With dryRun=true it checks and writes nothing.'
            : 'With dryRun=true nothing is written.',
          params: examParams,
          querystring: dryRunQuery,
          response: {
            200: envelopeSchema(z.object({ examStatus: z.number() })),
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const principal = requireStaff(request, 'manage');
        const { examId } = request.params;
        const { dryRun } = request.query;
        return ok(await setExamPublished(db, principal, examId, isPublished, request.now, dryRun));
      },
    );

  app.get(
    `${BASE}/exams/:examId/export`,
    {
      schema: {
        tags: ['admin'],
        summary:
          'The exam as a definition file (YAML or JSON) that POST import takes as it is, or its questions as Moodle XML, GIFT or a QTI 3.0 package',
        description:
          'A question the chosen question format cannot carry is a 400 issue naming it, and nothing is exported.',
        params: examParams,
        querystring: z.object({ format: z.enum(['yaml', 'json', ...EXPORT_FORMATS]).default('yaml') }),
        response: { 200: z.any().describe('the file'), ...staffOnly },
      },
    },
    async (request, reply) => {
      const { schoolId } = requireStaff(request, 'manage');
      const { examId } = request.params;
      const { format } = request.query;
      if (format !== 'yaml' && format !== 'json') {
        const questions = await exportExamQuestions(db, schoolId, examId, format);
        return reply
          .header('content-disposition', `attachment; filename="${encodeURIComponent(questions.fileName)}"`)
          .type(questions.contentType)
          .send(typeof questions.body === 'string' ? questions.body : Buffer.from(questions.body));
      }
      const file = await exportExamDefinition(db, schoolId, examId);
      const name = `${file.exams[0]?.key ?? examId}.${request.query.format}`;
      reply.header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"`);
      if (request.query.format === 'json')
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(file, null, 2));
      return reply.type('application/yaml; charset=utf-8').send(stringify(file));
    },
  );
};
