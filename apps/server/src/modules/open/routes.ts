import { personNameSchema } from '@iexam/domain/accounts';
import { TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import { AppError } from '@iexam/domain/errors';
import { OPEN_VISITOR_NAME_MAX } from '@iexam/domain/exam-info';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenSigner } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireOpenCandidate as requireOpenPrincipal } from '../../plugins/auth';
import { loadExamOfAttempt } from '../exams/service/attempt-settings';
import { openCodeBudget } from './code-budget';
import { describeOpenUser } from './service/describe-open-user';
import { getConfirmation } from './service/get-confirmation';
import type { GuessCounter } from './service/guess-counter';
import type { IssueOpenToken } from './service/open-token';
import { recordOpenConfirmation } from './service/record-confirmation';
import { verifyCommonCode } from './service/verify-common-code';
import { verifyPersonalIdentity } from './service/verify-personal-identity';

const id = rowIdParam();
const tenant = { [TENANT_QUERY_PARAM]: z.string().optional() };
const identity = {
  name: personNameSchema(OPEN_VISITOR_NAME_MAX).min(1),
  contact: z.string().trim().min(1).max(100),
};
const tokenAnswer = z.object({ identifyCode: z.string(), userId: z.number(), token: z.string() });

/**
 * Wrong names and contacts for a known code are guesses at one identity: counted per code and per client address.
 * Unknown codes and wrong shared codes draw on the open-code budget instead (./code-budget.ts).
 */
const IDENTITY_GUESS_LIMITS = {
  perCode: { maxFailures: 5, windowSeconds: 600, holdsTries: true },
  perAddress: { maxFailures: 30, windowSeconds: 600 },
};

function requireTenant(request: FastifyRequest): string {
  if (request.tenantId === undefined)
    throw new AppError('VALIDATION_FAILED', {
      field: TENANT_QUERY_PARAM,
      message: `${TENANT_QUERY_PARAM}: required on open calls`,
    });
  return request.tenantId;
}

/** SPEC §7 open-link calls: identity, verification and the confirmation notice (issue 7). */
export const openRoutes: FastifyPluginAsyncZod<{
  db: Db;
  signer: TokenSigner;
  sessionTtlHours: number;
}> = async (app, deps) => {
  const codeBudget = openCodeBudget(app);
  const perCode = app.guessLimiter('open-verify-code', IDENTITY_GUESS_LIMITS.perCode);
  const perAddress = app.guessLimiter('open-verify-address', IDENTITY_GUESS_LIMITS.perAddress);
  const identityGuesses = (request: FastifyRequest, codeKey: string): GuessCounter => ({
    assertAllowed: async () => {
      await perCode.assertAllowed(request, [codeKey]);
      await perAddress.assertAllowed(request, [request.ip]);
    },
    recordFailure: async () => {
      await perCode.recordFailure(request, [codeKey]);
      await perAddress.recordFailure(request, [request.ip]);
    },
  });
  const tokenIssuer =
    (request: FastifyRequest): IssueOpenToken =>
    (candidate) =>
      deps.signer.sign(
        {
          typ: 'open',
          schoolId: candidate.schoolId,
          examId: candidate.examId,
          openCandidateId: candidate.id,
        },
        new Date(request.now.getTime() + deps.sessionTtlHours * 3_600_000),
      );

  app.get(
    '/open/api/iexam/userexam/v1/user',
    {
      schema: {
        tags: ['open'],
        summary:
          "An open-link identity's status: userStatus 2 refused, userCheck 0 goes to the user-info page first",
        description:
          'A checked, admitted identity gets its exam-scoped token. Unknown codes: code 500 (HTTP 404), drawn from ' +
          'the open-code budget (20 per address, 200 per exam in 10 minutes; 429 when used up).',
        querystring: z.object({
          ...tenant,
          identifyCode: z.string().trim().min(1).max(64),
          examId: id,
          sessionId: id.optional(),
        }),
        response: { 200: envelopeSchema(z.object({}).loose()), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const schoolId = requireTenant(request);
      const guesses = codeBudget(request, schoolId, request.query.examId);
      return ok(await describeOpenUser(deps.db, schoolId, request.query, guesses, tokenIssuer(request)));
    },
  );

  app.post(
    '/open/api/iexam/userexam/v1/personalVerify',
    {
      schema: {
        tags: ['open'],
        summary: 'The visitor gives a name and contact for their code, and is checked in',
        description:
          "What the school registered for the code must match; a detail it did not register (the user list's " +
          "result.checks says 'record') is recorded with the link. 6201 on a mismatch, nothing recorded (counted: 5 " +
          'per code and 30 per address in 10 minutes); 6202 when refused; an unknown code is code 500 (HTTP 404) ' +
          'and draws on the open-code budget.',
        querystring: z.object(tenant),
        body: z.object({ examId: id, identifyCode: z.string().trim().min(1).max(64), ...identity }),
        response: { 200: envelopeSchema(tokenAnswer), ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) => {
      const schoolId = requireTenant(request);
      const guesses = {
        codes: codeBudget(request, schoolId, request.body.examId),
        identity: identityGuesses(request, `${schoolId}:${request.body.identifyCode}`),
      };
      return ok(await verifyPersonalIdentity(deps.db, schoolId, request.body, guesses, tokenIssuer(request)));
    },
  );

  const COMMON_CODE_ERRORS =
    "'no data!' (404) unless the exam admits visitors without a login (isAllowNologin 1); 6009 earlier than 15 " +
    'minutes before the start, 6010 after the end; 6207 once the code has created its cap of identities (the ' +
    "exam's openCommonCodeLimit, default 500); 6203 for a wrong code, drawn from the open-code budget (429).";
  const commonBody = z.object({ commonCode: z.string().trim().min(1).max(64), ...identity });
  const commonVerifySchema = <P extends z.ZodObject>(whose: string, params: P) => ({
    tags: ['open'],
    summary: `${whose} shared code (with a name and contact) gives the visitor an identifyCode of their own`,
    querystring: z.object(tenant),
    description: COMMON_CODE_ERRORS,
    params,
    body: commonBody,
    response: { 200: envelopeSchema(tokenAnswer), ...errorResponses(400, 404, 409, 429) },
  });
  // The session and exam variants differ only in what the shared code belongs to.
  const verifyCommon = async (
    request: FastifyRequest,
    target: { sessionId: number } | { examId: number },
    body: z.infer<typeof commonBody>,
  ) => {
    const schoolId = requireTenant(request);
    const guessesAt = (examId: number | undefined) => codeBudget(request, schoolId, examId);
    return ok(
      await verifyCommonCode(deps.db, schoolId, target, body, guessesAt, tokenIssuer(request), request.now),
    );
  };
  app.post(
    '/open/api/iexam/userexam/v1/sessionCommonVerify/:sessionId',
    { schema: commonVerifySchema("A session's", z.object({ sessionId: id })) },
    (request) => verifyCommon(request, { sessionId: request.params.sessionId }, request.body),
  );
  app.post(
    '/open/api/iexam/userexam/v1/examCommonVerify/:examId',
    { schema: commonVerifySchema("An exam's", z.object({ examId: id })) },
    (request) => verifyCommon(request, { examId: request.params.examId }, request.body),
  );

  const confirmParams = z.object({ userId: id });
  const sourceQuery = z.object({ ...tenant, source: z.enum(['course', 'open', 'app']).default('open') });
  app.get(
    '/open/api/iexam/userexam/v1/confirm/:userId',
    {
      schema: {
        tags: ['open'],
        summary: 'The confirmation notice the visitor must accept (their open-link token)',
        params: confirmParams,
        querystring: sourceQuery,
        response: { 200: envelopeSchema(z.object({}).loose()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const principal = requireOpenPrincipal(request);
      const loadNotice = async (examId: number) =>
        (await loadExamOfAttempt(deps.db, principal.schoolId, examId)).examNotice;
      return ok(await getConfirmation(deps.db, principal, request.params.userId, loadNotice));
    },
  );

  app.put(
    '/open/api/iexam/userexam/v1/confirm/:userId',
    {
      schema: {
        tags: ['open'],
        summary: 'Records acceptance (confirmNotice 1) or rejection (0, with rejectCause) and the source',
        params: confirmParams,
        querystring: sourceQuery,
        body: z.object({
          confirmNotice: z.union([z.literal(0), z.literal(1)]),
          rejectCause: z.string().max(500).optional(),
        }),
        response: {
          200: envelopeSchema(z.object({ userId: z.number(), confirmNotice: z.number() })),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const principal = requireOpenPrincipal(request);
      const input = { ...request.body, source: request.query.source };
      return ok(await recordOpenConfirmation(deps.db, principal, request.params.userId, input, request.now));
    },
  );
};
