import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { readAudit } from './audit';
import { importExamDefinition } from './service/import-exam-definition';

const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;
const countsSchema = z.record(z.string(), z.number());
const rowChangesSchema = z.object({
  entity: z.string(),
  key: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  // The definition may come as YAML text, the same as `npm run import -- FILE` reads. Registered inside this
  // plugin, so only these routes accept YAML.
  app.addContentTypeParser(
    ['application/yaml', 'text/yaml'],
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseYaml(String(body)));
      } catch (error) {
        const message = `invalid YAML: ${(error as Error).message}`;
        done(Object.assign(new Error(message), { statusCode: 400 }), undefined);
      }
    },
  );

  app.post(
    '/api/admin/v1/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary:
          'Load an exam definition file (JSON, or YAML with content-type application/yaml) into your school',
        description:
          'Exam admins only, for their own school. Validated completely first (every problem with its path, nothing ' +
          'written), then written in one transaction; idempotent by external keys. A row the school has gets only ' +
          'the fields the file states. With dryRun=true nothing is written: the answer says what would change, each ' +
          'field old → new. See docs/exam-definition.md.',
        querystring: z.object({
          dryRun: z
            .enum(['true', 'false'])
            .default('false')
            .transform((value) => value === 'true'),
        }),
        body: z.unknown(),
        response: {
          200: envelopeSchema(
            z.object({
              schoolId: z.string(),
              summary: z.object({
                created: countsSchema,
                updated: countsSchema,
                deleted: countsSchema,
                unchanged: countsSchema,
              }),
              changes: z.array(rowChangesSchema),
              dryRun: z.boolean(),
            }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      const { schoolId, summary, dryRun } = await importExamDefinition(deps.db, request.body, request.now, {
        onlySchoolId: principal.schoolId,
        auditAs: principal,
        dryRun: request.query.dryRun,
      });
      const { changes, ...counts } = summary;
      return ok({ schoolId, summary: counts, changes, dryRun });
    },
  );

  app.get(
    '/api/admin/v1/audit',
    {
      schema: {
        tags: ['admin'],
        summary: "Your school's audit log, newest first: every change staff made, by whom and when",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(500).default(100),
          target: z.string().min(1).max(200).optional(),
        }),
        response: {
          200: envelopeSchema(
            z.object({
              list: z.array(
                z.object({
                  id: z.number(),
                  at: z.date(),
                  actor: z.string(),
                  action: z.string(),
                  target: z.string(),
                  detail: z.record(z.string(), z.unknown()),
                }),
              ),
            }),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { schoolId } = requireStaff(request, 'manage');
      const { limit, target } = request.query;
      return ok({ list: await readAudit(deps.db, schoolId, { limit, ...(target ? { target } : {}) }) });
    },
  );
};
