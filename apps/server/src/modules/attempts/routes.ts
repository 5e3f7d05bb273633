import { saveAnswersBodySchema } from '@iexam/domain/answers';
import { HAND_IN_REASONS } from '@iexam/domain/attempts';
import { AUTH_CODE_LENGTH } from '@iexam/domain/constants';
import { AppError } from '@iexam/domain/errors';
import { isDesktopClientUserAgent } from '@iexam/domain/exam-info';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Candidate, candidateKey } from '../../access/candidate';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { getAnswerDetails } from './service/answer-details';
import { getAttemptResult, handIn } from './service/attempt-result';
import { acceptCommitmentLetter } from './service/commitment-letter';
import type { GuessCounter } from './service/guess-counter';
import { previewPaper } from './service/preview-paper';
import { setReviewFlag } from './service/review-flags';
import { saveAnswers } from './service/save-answers';
import { confirmStart, prepareStart, startAttempt, verifyAuthCode } from './service/start-attempt';
import { switchPaper } from './service/switch-paper';
import { commitSwitchScreen, getSwitchScreenTimes } from './service/switch-screen';

const id = rowIdParam();
const clientId = z
  .string()
  .min(8)
  .max(64)
  .describe('The tab or device holding the attempt (a random id it keeps)');
const startBody = z.object({ examId: id, sessionId: id.optional() });
const START_ERRORS =
  'Refusals name the start-button state (6001-6012, docs/decisions/0011); 6104 when another exam is in progress.';

/** DESIGN §5: authorization-code guesses are limited per candidate and exam, per exam, and per client address. */
const AUTH_CODE_LIMITS = {
  candidate: { maxFailures: 5, windowSeconds: 600 },
  exam: { maxFailures: 200, windowSeconds: 600 },
  address: { maxFailures: 30, windowSeconds: 600 },
};

export const attemptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
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
          await limiters[name].assertAllowed(keys[name]);
      },
      recordFailure: async () => {
        for (const name of ['candidate', 'exam', 'address'] as const)
          await limiters[name].recordFailure(keys[name]);
      },
    };
  };
  const contextOf = (request: FastifyRequest) => ({
    now: request.now,
    isDesktopClient: isDesktopClientUserAgent(request.headers['user-agent']),
  });

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
      const principal = requireUser(request, ['exam_admin']);
      return ok(await previewPaper(deps.db, principal.schoolId, request.body, request.now));
    },
  );

  app.get(
    '/api/iexam/useranswer/v1/examResults/answerDetails/:examResultId',
    {
      schema: {
        tags: ['attempts'],
        summary:
          'The paper (without its answers), the stored answers with their seq, the deadline and the server clock',
        description:
          'Given a clientId, the attempt is taken over for that client (one active client per attempt).',
        params: z.object({ examResultId: id }),
        querystring: z.object({ clientId: clientId.optional() }),
        response: { 200: envelopeSchema(z.object({}).loose()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await getAnswerDetails(
          deps.db,
          request.candidate(),
          request.params.examResultId,
          request.query.clientId,
          request.now,
          contextOf(request).isDesktopClient,
        ),
      ),
  );

  app.post(
    '/api/iexam/useranswer/v1/answer',
    {
      schema: {
        tags: ['attempts'],
        summary: 'Saves answers; the highest seq per subject wins (also sent with keepalive on page hide)',
        description:
          'acknowledged: the stored seq per subject, so the client drops what is saved. 6102 after the hand-in or ' +
          "the deadline's grace; 6103 when another client took the attempt over.",
        body: saveAnswersBodySchema,
        response: {
          200: envelopeSchema(
            z.object({
              acknowledged: z.array(z.object({ subjectId: z.number(), seq: z.number() })),
              savedAt: z.iso.datetime(),
            }),
          ),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => ok(await saveAnswers(deps.db, request.candidate(), request.body, request.now)),
  );

  app.post(
    '/api/iexam/useranswer/v1/examResults/acceptCommitmentLetter',
    {
      schema: {
        tags: ['attempts'],
        summary: "Accepts the exam's commitment letter: the paper is shown and the answer time runs from now",
        description:
          'Only for an exam with isCommitmentLetter 1. The minutes spent reading the letter are given back, up to ' +
          "the session's and the exam's end; a second call changes nothing and answers the same deadline.",
        body: z.object({ examResultId: id }),
        response: {
          200: envelopeSchema(z.object({ deadline: z.iso.datetime(), letterAcceptedAt: z.iso.datetime() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      ok(
        await acceptCommitmentLetter(
          deps.db,
          request.candidate(),
          request.body.examResultId,
          request.now,
          contextOf(request).isDesktopClient,
        ),
      ),
  );

  app.post(
    '/api/iexam/useranswer/v1/examResults/reviewFlag',
    {
      schema: {
        tags: ['attempts'],
        summary:
          'Flags a question of the running attempt for review, or unflags it; answers every flagged question',
        body: z.object({ examResultId: id, subjectId: id, isFlagged: z.boolean() }),
        response: {
          200: envelopeSchema(z.object({ flaggedSubjectIds: z.array(z.number()) })),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => ok(await setReviewFlag(deps.db, request.candidate(), request.body, request.now)),
  );

  app.post(
    '/api/iexam/useranswer/v1/switchScreenTimesCommit',
    {
      schema: {
        tags: ['attempts'],
        summary:
          'Records focus and visibility losses; beyond the allowed number (with compulsory hand-in) it hands in',
        body: z.object({
          examResultId: id,
          clientId: clientId.optional(),
          events: z
            .array(
              z.object({
                eventType: z.enum(['hidden', 'blur']),
                occurredAt: z.iso.datetime(),
                durationMs: z.number().int().nonnegative().max(86_400_000).nullable().default(null),
              }),
            )
            .min(1)
            .max(50),
        }),
        response: {
          200: envelopeSchema(z.object({ switchScreenTimes: z.number(), isHandedIn: z.boolean() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const events = request.body.events.map((event) => ({
        ...event,
        occurredAt: new Date(event.occurredAt),
      }));
      return ok(
        await commitSwitchScreen(
          deps.db,
          request.candidate(),
          { examResultId: request.body.examResultId, events, clientId: request.body.clientId },
          request.now,
          contextOf(request).isDesktopClient,
        ),
      );
    },
  );

  app.get(
    '/api/iexam/useranswer/v1/examResults/updateSwitchScreenTimes/:examResultId/:times',
    {
      schema: {
        tags: ['attempts'],
        summary: "The server's switch-screen count for an attempt (the page's own count is only a hint)",
        params: z.object({ examResultId: id, times: z.coerce.number().int().nonnegative() }),
        response: {
          200: envelopeSchema(
            z.object({
              switchScreenTimes: z.number(),
              allowedSwitchScreenTimes: z.number(),
              isHandedIn: z.boolean(),
            }),
          ),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) =>
      ok(await getSwitchScreenTimes(deps.db, request.candidate(), request.params.examResultId, request.now)),
  );

  const resultSchema = z.object({
    examResultId: z.number(),
    examId: z.number(),
    status: z.string(),
    isScoring: z.number(),
    submittedAt: z.iso.datetime().nullable(),
    handInReason: z
      .enum(HAND_IN_REASONS)
      .nullable()
      .describe('Why it was handed in; null while it runs and for attempts imported from elsewhere'),
    examResultFlag: z.number(),
    score: z.number().nullable(),
    isPassed: z.boolean().nullable(),
  });

  app.get(
    '/api/iexam/useranswer/v1/result/:id',
    {
      schema: {
        tags: ['attempts'],
        summary: "An attempt's state and the outcome its examResultFlag shows",
        params: z.object({ id }),
        response: { 200: envelopeSchema(resultSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(await getAttemptResult(deps.db, request.candidate(), request.params.id, request.now)),
  );

  app.post(
    '/api/iexam/sso/v1/doExam',
    {
      schema: {
        tags: ['attempts'],
        summary: 'Hands the attempt in (grading what the machine can); a second hand-in changes nothing',
        description: '6103 when clientId names a tab the attempt was taken over from.',
        body: z.object({
          examResultId: id,
          clientId: clientId.optional(),
          isTimeUp: z
            .boolean()
            .optional()
            .describe(
              "The page's countdown ended: recorded as handed in at the time limit when within 30 s of the deadline",
            ),
        }),
        response: { 200: envelopeSchema(resultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        await handIn(deps.db, request.candidate(), request.body.examResultId, request.now, {
          clientId: request.body.clientId,
          isTimeUp: request.body.isTimeUp,
          isDesktopClient: contextOf(request).isDesktopClient,
        }),
      ),
  );
};
