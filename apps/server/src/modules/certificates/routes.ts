import { certificateMailboxBodySchema } from '@iexam/domain/exam-info';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { bindCertificateMailbox, readCertificateMailbox } from './service/certificate-mailbox';

const PATH = '/api/iexam/userexam/v1/certificateMailbox';
const mailboxSchema = z.object({
  examId: z.number(),
  email: z.string().nullable(),
  boundAt: z.iso.datetime().nullable(),
});

/** SPEC §6 certificate mailbox bind (designed path, docs/decisions/0029). Accounts only: open mode never binds. */
export const certificateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    PATH,
    {
      schema: {
        tags: ['exams'],
        summary: "Where this exam's certificate is mailed to you (null before you bind an address)",
        querystring: z.object({ examId: rowIdParam() }),
        response: { 200: envelopeSchema(mailboxSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await readCertificateMailbox(deps.db, requireUser(request), request.query.examId, request.now)),
  );

  app.put(
    PATH,
    {
      schema: {
        tags: ['exams'],
        summary: "Bind (or change) where this exam's certificate is mailed (exams with isPush 1)",
        body: certificateMailboxBodySchema,
        response: { 200: envelopeSchema(mailboxSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok(await bindCertificateMailbox(deps.db, requireUser(request), request.body, request.now)),
  );
};
