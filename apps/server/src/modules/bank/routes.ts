import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, issueSchema, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { BANK_FORMATS } from './bank-file';
import { listBank } from './repo';
import { deleteBankEntry } from './service/delete';
import { EXPORT_FORMATS, exportBank } from './service/export';
import { importBankFile } from './service/import';
import { previewBankFile } from './service/preview';
import { updateBankSubject } from './service/update';

/** A QTI package of a few hundred questions with images, base64: about a third larger than the zip. */
const FILE_BODY_LIMIT = 20 * 1024 * 1024;

const fileBody = z.object({
  format: z.enum(BANK_FORMATS),
  content: z.string().min(1, 'required'),
  encoding: z.enum(['text', 'base64']).default('text'),
});
const pointSchema = z.object({ key: z.string(), name: z.string() });
const subjectSchema = z.record(z.string(), z.unknown()).describe('a subject of docs/exam-definition.md');
const rowSchema = z.object({
  key: z.string(),
  subject: subjectSchema,
  source: z.string(),
  updatedAt: z.date(),
});
const keyParams = z.object({ key: z.string().min(1).max(80) });
const FILE_FORMATS_TEXT =
  'moodle (Moodle XML), gift, qti (QTI 3.0: one item as text, or a content package zip as base64), definition ' +
  '(our YAML/JSON exam definition: its papers\u2019 subjects). See docs/question-formats.md.';

export const bankRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.post(
    '/api/admin/v1/bank/preview',
    {
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags: ['bank'],
        summary: 'Read a question file and show what importing it would store; writes nothing',
        description: `Formats: ${FILE_FORMATS_TEXT} Every unsupported or broken item is an issue at its place in the file.`,
        body: fileBody,
        response: {
          200: envelopeSchema(
            z.object({
              subjects: z.array(
                z.object({ key: z.string(), subject: subjectSchema, knowledgePoints: z.array(pointSchema) }),
              ),
              knowledgePoints: z.array(pointSchema),
              issues: z.array(issueSchema),
            }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      return ok(await previewBankFile(deps.db, schoolId, request.body));
    },
  );

  app.post(
    '/api/admin/v1/bank/import',
    {
      bodyLimit: FILE_BODY_LIMIT,
      schema: {
        tags: ['bank'],
        summary: 'Import a question file into the bank, all or nothing',
        description:
          `Formats: ${FILE_FORMATS_TEXT} Any issue: 400 with all of them and nothing written. Subjects are matched by ` +
          'key (importing the same file again changes nothing); knowledge points named by categories are added.',
        body: fileBody,
        response: {
          200: envelopeSchema(z.object({ created: z.number(), updated: z.number() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'manage');
      return ok(await importBankFile(deps.db, staff, request.body, request.now));
    },
  );

  app.get(
    '/api/admin/v1/bank',
    {
      schema: {
        tags: ['bank'],
        summary: "Your school's question bank, by key",
        querystring: z.object({
          search: z.string().max(200).optional(),
          subjectType: z.coerce.number().int().min(1).max(6).optional(),
        }),
        response: {
          200: envelopeSchema(z.object({ list: z.array(rowSchema) })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      const { search, subjectType } = request.query;
      return ok({
        list: await listBank(deps.db, schoolId, {
          ...(search ? { search } : {}),
          ...(subjectType === undefined ? {} : { subjectType }),
        }),
      });
    },
  );

  app.get(
    '/api/admin/v1/bank/export',
    {
      schema: {
        tags: ['bank'],
        summary: 'The bank (or the listed keys) as a Moodle XML, GIFT or QTI 3.0 package file',
        description:
          'A subject the format cannot carry is a 400 issue and nothing is exported. QTI comes as a zip package.',
        querystring: z.object({
          format: z.enum(EXPORT_FORMATS),
          keys: z
            .string()
            .optional()
            .transform((keys) => (keys ? keys.split(',').filter(Boolean) : undefined)),
        }),
        response: { 200: z.any().describe('the file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { schoolId } = requireStaff(request, 'manage');
      const file = await exportBank(deps.db, schoolId, request.query.format, request.query.keys);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .type(file.contentType)
        .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
    },
  );

  app.put(
    '/api/admin/v1/bank/:key',
    {
      schema: {
        tags: ['bank'],
        summary: 'Write one bank subject (created when the key is new), validated as an import is',
        params: keyParams,
        // An object at least: its fields are validated as an import's are (null was a 500, issue 35).
        body: z.object({ subject: z.record(z.string(), z.unknown()) }),
        response: { 200: envelopeSchema(rowSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'manage');
      return ok(
        await updateBankSubject(deps.db, staff, request.params.key, request.body.subject, request.now),
      );
    },
  );

  app.delete(
    '/api/admin/v1/bank/:key',
    {
      schema: {
        tags: ['bank'],
        summary: 'Delete one bank subject (papers keep their own copies)',
        params: keyParams,
        response: {
          200: envelopeSchema(z.object({ key: z.string() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'manage');
      await deleteBankEntry(deps.db, staff, request.params.key);
      return ok({ key: request.params.key });
    },
  );
};
