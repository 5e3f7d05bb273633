import { TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import { AppError } from '@iexam/domain/errors';
import { attemptHistorySchema, examInfoSchema } from '@iexam/domain/exam-info';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asAccount } from '../../access/candidate';
import type { ExamViewer } from '../../access/exam-access';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { openCodeBudget } from '../open/code-budget';
import { getExamInfo } from './service/get-exam-info';
import { listAttemptHistory } from './service/list-attempt-history';

const id = rowIdParam();
const identifyCode = z.string().trim().min(1).max(64);
const INFO_ERRORS =
  "Refusals: 404 'no data!' (unknown or unpublished exam), 410 'deleted', 403 EXAM_PERMISSION_DENIED (a public " +
  'exam of a closed school for an account in no group; docs/decisions/0009).';
const OPEN_ERRORS =
  "Refusals: 404 'no data!', 410 'deleted', and code 500 'authentication code does not exist' (HTTP 404) for an " +
  'identifyCode this exam does not know; 6202 (HTTP 403, data.userStatusDesc the school’s words) for a link the ' +
  'school refused; 429 after too many unknown codes (the open-code budget, docs/decisions/0013).';

export const examInfoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const codeBudget = openCodeBudget(app);

  /** The open-link viewer of a request: tenant from `tenant_id`, unknown codes drawn from the open-code budget. */
  const withOpenViewer = async <T>(
    request: FastifyRequest,
    target: { examId: number; code: string | undefined },
    use: (viewer: ExamViewer) => Promise<T>,
  ): Promise<T> => {
    if (request.tenantId === undefined)
      throw new AppError('VALIDATION_FAILED', {
        field: TENANT_QUERY_PARAM,
        message: `${TENANT_QUERY_PARAM}: required on open calls`,
      });
    const guesses = codeBudget(request, request.tenantId, target.examId);
    if (target.code !== undefined) await guesses.assertAllowed();
    try {
      return await use({ kind: 'visitor', schoolId: request.tenantId, identifyCode: target.code });
    } catch (error) {
      if (error instanceof AppError && error.reason === 'IDENTIFY_CODE_UNKNOWN')
        await guesses.recordFailure();
      throw error;
    }
  };

  const userViewer = (request: Parameters<typeof requireUser>[0]): ExamViewer =>
    asAccount(requireUser(request));

  app.get(
    '/api/iexam/userexam/v1/exams/:examId',
    {
      schema: {
        tags: ['exam info'],
        summary: "An exam as the logged-in candidate sees it, with the selected session's times merged in",
        description: INFO_ERRORS,
        params: z.object({ examId: id }),
        querystring: z.object({ sessionId: id.optional() }),
        response: { 200: envelopeSchema(examInfoSchema), ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) => {
      const input = { examId: request.params.examId, sessionId: request.query.sessionId };
      return ok(await getExamInfo(deps.db, userViewer(request), input, request.now));
    },
  );

  app.get(
    '/api/iexam/userexam/info/:id',
    {
      schema: {
        tags: ['exam info'],
        summary: 'An exam as the logged-in candidate sees it (its default session)',
        description: INFO_ERRORS,
        params: z.object({ id }),
        response: { 200: envelopeSchema(examInfoSchema), ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) =>
      ok(await getExamInfo(deps.db, userViewer(request), { examId: request.params.id }, request.now)),
  );

  app.get(
    '/open/api/iexam/userexam/v1/exams/:examId',
    {
      schema: {
        tags: ['exam info', 'open'],
        summary: 'An exam as an open-link visitor sees it (no login; tenant_id names the school)',
        description: OPEN_ERRORS,
        params: z.object({ examId: id }),
        querystring: z.object({
          [TENANT_QUERY_PARAM]: z.string().optional(),
          sessionId: id.optional(),
          identifyCode: identifyCode.optional(),
        }),
        response: { 200: envelopeSchema(examInfoSchema), ...errorResponses(400, 403, 404, 410, 429) },
      },
    },
    async (request) => {
      const { sessionId, identifyCode: code } = request.query;
      return ok(
        await withOpenViewer(request, { examId: request.params.examId, code }, (viewer) =>
          getExamInfo(deps.db, viewer, { examId: request.params.examId, sessionId }, request.now),
        ),
      );
    },
  );

  app.get(
    '/api/iexam/userexam/v1/examResults/records',
    {
      schema: {
        tags: ['exam info'],
        summary: "The candidate's attempt history at an exam: first page, 30 per page, newest first",
        description: `Scores and pass flags the exam's examResultFlag hides are null. ${INFO_ERRORS}`,
        querystring: z.object({ examId: id }),
        response: { 200: envelopeSchema(attemptHistorySchema), ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) =>
      ok(await listAttemptHistory(deps.db, userViewer(request), request.query.examId, request.now)),
  );

  app.get(
    '/open/api/iexam/userexam/v1/examResults/records',
    {
      schema: {
        tags: ['exam info', 'open'],
        summary: "An open-link visitor's attempt history at an exam, by identifyCode",
        description: OPEN_ERRORS,
        querystring: z.object({
          [TENANT_QUERY_PARAM]: z.string().optional(),
          examId: id,
          identifyCode,
        }),
        response: { 200: envelopeSchema(attemptHistorySchema), ...errorResponses(400, 403, 404, 410, 429) },
      },
    },
    async (request) =>
      ok(
        await withOpenViewer(
          request,
          { examId: request.query.examId, code: request.query.identifyCode },
          (viewer) => listAttemptHistory(deps.db, viewer, request.query.examId, request.now),
        ),
      ),
  );
};
