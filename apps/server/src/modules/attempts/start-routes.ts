import { AUTH_CODE_LENGTH } from '@iexam/domain/constants';
import { AppError } from '@iexam/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Candidate, candidateKey } from '../../access/candidate';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { clientId, contextOf, id } from './route-params';
import type { GuessCounter } from './service/guess-counter';
import { previewPaper } from './service/preview-paper';
import { confirmStart, prepareStart, startAttempt, verifyAuthCode } from './service/start-attempt';
import { switchPaper } from './service/switch-paper';

const startBody = z.object({ examId: id, sessionId: id.optional() });
const START_ERRORS =
  'Refusals name the start-button state (6001-6012, docs/decisions/0011); 6104 when another exam is in progress.';

/** DESIGN §5: authorization-code guesses are limited per candidate and exam, per exam, and per client address. */
const AUTH_CODE_LIMITS = {
  candidate: { maxFailures: 5, windowSeconds: 600, holdsTries: true },
  exam: { maxFailures: 200, windowSeconds: 600 },
  address: { maxFailures: 30, windowSeconds: 600 },
};

/** Starting an attempt (SPEC §7): the start checks, the authorization code, the start itself, a paper switch, preview. */
export const startRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const limiters = {
    candidate: app.guessLimiter('auth-code-candidate', AUTH_CODE_LIMITS.candidate),
    exam: app.guessLimiter('auth-code-exam', AUTH_CODE_LIMITS.exam),
    address: app.guessLimiter('auth-code-address', AUTH_CODE_LIMITS.address),
  };
  const authCodeGuesses = (request: FastifyRequest, candidate: Candidate, examId: number): GuessCounter => {
    const who = candidateKey(candidate);
    const keys = {
      candidate: [`${candidate.schoolId}:${examId}:${who}`],
      exam: [`${candidate.schoolId}:${examId}`],
      address: [request.ip],
    };
    return {
      assertAllowed: async () => {
        for (const name of ['candidate', 'exam', 'address'] as const)
          await limiters[name].assertAllowed(request, keys[name]);
      },
      recordFailure: async () => {
        for (const name of ['candidate', 'exam', 'address'] as const)
          await limiters[name].recordFailure(request, keys[name]);
      },
    };
  };

  app.post(
    '/api/iexam/sso/v1/generatetoken',
    {
      schema: {
        tags: ['attempts'],
        summary: 'Every start check; tips 1 asks the candidate to confirm handing in another running exam',
        description: START_ERRORS,
        body: startBody,
        response: {
          200: envelopeSchema(
            z.object({
              tips: z.union([z.literal(0), z.literal(1)]),
              examResultId: z.number().nullable(),
              otherExamNames: z
                .array(z.string())
                .describe('With tips 1: the names of the running exams confirm would hand in'),
            }),
          ),
          ...errorResponses(400, 401, 403, 404, 409, 410),
        },
      },
    },
    async (request) => {
      const candidate = request.candidate();
      return ok(await prepareStart(deps.db, candidate, request.body, contextOf(request)));
    },
  );

  app.post(
    '/api/iexam/sso/v1/confirm',
    {
      schema: {
        tags: ['attempts'],
        summary: "Confirms the start: the candidate's other running exams are handed in (one exam at a time)",
        description: START_ERRORS,
        body: startBody,
        response: {
          200: envelopeSchema(z.object({ handedIn: z.array(z.number()) })),
          ...errorResponses(400, 401, 403, 404, 409, 410),
        },
      },
    },
    async (request) => {
      const candidate = request.candidate();
      return ok(await confirmStart(deps.db, candidate, request.body, contextOf(request)));
    },
  );

  for (const path of [
    '/api/iexam/api/iexam/userexam/v1/checkAuthCode',
    '/open/api/iexam/userexam/v1/checkAuthCode',
  ])
    app.post(
      path,
      {
        schema: {
          tags: ['attempts'],
          summary: "Checks the exam room's authorization code (6 characters); data true or false",
          description:
            'Wrong codes are limited per candidate and exam, per exam and per address (429 with the wait).',
          body: startBody.extend({ authCode: z.string().length(AUTH_CODE_LENGTH) }),
          response: { 200: envelopeSchema(z.boolean()), ...errorResponses(400, 401, 404, 429) },
        },
      },
      async (request, reply) => {
        const candidate = request.candidate();
        const guesses = authCodeGuesses(request, candidate, request.body.examId);
        const isRight = await verifyAuthCode(deps.db, candidate, request.body, guesses);
        return reply.send({ code: 200, message: isRight ? 'ok' : 'incorrect code', data: isRight });
      },
    );

  app.post(
    '/api/iexam/userexam/v1/examResults/startExam',
    {
      schema: {
        tags: ['attempts'],
        summary: 'Starts an attempt, or resumes (and takes over) the unfinished one',
        description: `${START_ERRORS} 6101 for a wrong authorization code; 6007/6008 when the limit is used up.`,
        body: startBody.extend({ authCode: z.string().max(64).optional(), clientId }),
        response: {
          200: envelopeSchema(z.object({ examResultId: z.number(), isResumed: z.boolean() })),
          ...errorResponses(400, 401, 403, 404, 409, 410, 429),
        },
      },
    },
    async (request) => {
      const candidate = request.candidate();
      const guesses = authCodeGuesses(request, candidate, request.body.examId);
      return ok(await startAttempt(deps.db, candidate, request.body, contextOf(request), guesses));
    },
  );

  app.post(
    '/api/iexam/userexam/v1/examResults/switchPaper',
    {
      schema: {
        tags: ['attempts'],
        summary: "Moves an attempt without answers to the exam's next paper",
        body: z.object({ examResultId: id }),
        response: {
          200: envelopeSchema(z.object({ examResultId: z.number(), paperId: z.number() })),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) =>
      ok(await switchPaper(deps.db, request.candidate(), request.body.examResultId, request.now)),
  );

  app.post(
    '/api/exam/api/examresult/v1/examResults/examPreview',
    {
      schema: {
        tags: ['attempts'],
        summary:
          'Exam staff preview a paper as the answer page draws it, with its answers; nothing is recorded',
        description:
          "Exam admins of the exam's school only: candidates and open-link visitors get 403, another school's exam " +
          '404. No attempt, no answers, no use of the attempt limit.',
        body: z.object({ examId: id, paperId: id.optional() }),
        response: {
          200: envelopeSchema(
            z
              .object({
                examId: z.number(),
                examName: z.string(),
                paperId: z.number(),
                paperIds: z.array(z.number()),
                paperScore: z.number(),
                examSettingTime: z.number(),
                now: z.iso.datetime(),
                subjects: z.array(
                  z
                    .object({ subjectId: z.number(), correctAnswer: z.unknown(), explanation: z.string() })
                    .loose(),
                ),
              })
              .loose(),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      // An open-link visitor is logged in, only not as staff: 403 like a candidate, not 401.
      if (request.principal?.kind === 'open') throw new AppError('FORBIDDEN');
      const principal = requireStaff(request, 'manage');
      return ok(await previewPaper(deps.db, principal.schoolId, request.body, request.now));
    },
  );
};
