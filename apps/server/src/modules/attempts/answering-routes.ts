import { HAND_IN_REASONS } from '@iexam/domain/attempts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { clientId, contextOf, id, presenceOf } from './route-params';
import { getAnswerDetails } from './service/answer-details';
import { getAttemptResult, handIn } from './service/attempt-result';
import { acceptCommitmentLetter } from './service/commitment-letter';
import { setReviewFlag } from './service/review-flags';
import { commitSwitchScreen, getSwitchScreenTimes } from './service/switch-screen';

/**
 * A running attempt (SPEC §7): its paper and answers, the commitment letter, review flags, leaves of the page, the
 * result and the hand-in. Saving answers is the answers module's.
 */
export const answeringRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
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
          presenceOf(request),
          contextOf(request).isDesktopClient,
        ),
      ),
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
