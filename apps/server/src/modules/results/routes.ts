import { rowIdParam } from '@iexam/domain/ids';
import {
  FEEDBACK_RATE_LIMIT_PER_MINUTE,
  MAX_FEEDBACK_LENGTH,
  MAX_FEEDBACKS_PER_SUBJECT,
  submitFeedbackBodySchema,
} from '@iexam/domain/results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { candidateRateKey } from '../../http/candidate-rate-key';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { chooseAppraisalDirection } from './service/choose-appraisal-direction';
import { getAbilityGraph } from './service/get-ability-graph';
import { getAchievement } from './service/get-achievement';
import { getAnswerStatistics } from './service/get-answer-statistics';
import { getKnowledgeGraph } from './service/get-knowledge-graph';
import { getReview } from './service/get-review';
import { submitFeedback } from './service/submit-feedback';

const id = rowIdParam();
const DETAIL_ERRORS =
  '6302 when examResultFlag hides the score or grading is not over; 6301 when the exam does not show answers yet.';
const loose = envelopeSchema(z.object({}).loose());
const list = envelopeSchema(z.array(z.object({}).loose()));

/** SPEC §7 results calls, for the attempt's own candidate (an account, or an open-link visitor with its token). */
export const resultRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/iexam/userexam/achievement/:examResultId/:examId',
    {
      schema: {
        tags: ['results'],
        summary:
          "The result page's summary: score and pass only as examResultFlag shows them, time used, review open",
        params: z.object({ examResultId: id, examId: id }),
        response: { 200: loose, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ok(await getAchievement(deps.db, request.candidate(), request.params, request.now)),
  );

  app.get(
    '/api/iexam/useranswer/v1/examResults/review/:examResultId',
    {
      schema: {
        tags: ['results'],
        summary:
          'Per question: your answer, the correct one, the explanation and your points (when review is open)',
        description: DETAIL_ERRORS,
        params: z.object({ examResultId: id }),
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await getReview(deps.db, request.candidate(), request.params.examResultId, request.now)),
  );

  const knowledgeGraph = {
    schema: {
      tags: ['results'],
      summary:
        'Mastery per knowledge point: points earned over points possible on the subjects tagged with it',
      description: `type 1 (bar) and 2 (tree) answer the same figures. ${DETAIL_ERRORS}`,
      params: z.object({ examResultId: id, type: z.enum(['1', '2']).optional() }),
      response: { 200: list, ...errorResponses(400, 401, 403, 404) },
    },
  };
  for (const path of [
    '/api/iexam/subject/v1/getKnowledgeGraph/:examResultId',
    '/api/iexam/subject/v1/getKnowledgeGraph/:examResultId/:type',
  ])
    app.get(path, knowledgeGraph, async (request) =>
      ok(await getKnowledgeGraph(deps.db, request.candidate(), request.params.examResultId, request.now)),
    );

  app.get(
    '/api/iexam/subject/v1/getAbilityGraph/:examResultId',
    {
      schema: {
        tags: ['results'],
        summary: 'A 0-100 score per ability dimension (weighted points earned over points possible)',
        description: DETAIL_ERRORS,
        params: z.object({ examResultId: id }),
        response: { 200: list, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(await getAbilityGraph(deps.db, request.candidate(), request.params.examResultId, request.now)),
  );

  app.get(
    '/api/iexam/subject/v1/getStuAnswerStatistics/:id',
    {
      schema: {
        tags: ['results'],
        summary:
          "Per question of the attempt's paper, across every submitted attempt: correct rate and choices",
        description: DETAIL_ERRORS,
        params: z.object({ id }),
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                subjectId: z.number(),
                attemptCount: z.number(),
                answeredCount: z.number(),
                correctCount: z.number(),
                correctRate: z.number(),
                optionCounts: z.record(z.string(), z.number()),
              }),
            ),
          ),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      ok(await getAnswerStatistics(deps.db, request.candidate(), request.params.id, request.now)),
  );

  app.post(
    '/api/exam/api/subjectFeedback/submitFeedback',
    {
      schema: {
        tags: ['results'],
        summary:
          'A remark on a subject of your handed-in attempt (the question, the key, the explanation, other)',
        description:
          `content is trimmed, 1-${MAX_FEEDBACK_LENGTH} characters. At most ${MAX_FEEDBACKS_PER_SUBJECT} per subject ` +
          `of an attempt (409, code 6303, field subjectId); ${FEEDBACK_RATE_LIMIT_PER_MINUTE} calls per candidate ` +
          'per minute (429).',
        body: submitFeedbackBodySchema,
        response: {
          200: envelopeSchema(z.object({ feedbackId: z.number() })),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
      config: {
        rateLimit: {
          max: FEEDBACK_RATE_LIMIT_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: candidateRateKey('feedback'),
        },
      },
    },
    async (request) => ok(await submitFeedback(deps.db, request.candidate(), request.body, request.now)),
  );

  app.post(
    '/api/iexam/userexam/v1/examResults/selectAppraisalDirection',
    {
      schema: {
        tags: ['results'],
        summary: 'Choose the direction of your ability appraisal for a handed-in attempt',
        description: "409 while the attempt is in progress; another candidate's attempt is a 404.",
        body: z.object({ examResultId: id, direction: z.string().trim().min(1).max(50) }),
        response: {
          200: envelopeSchema(z.object({ examResultId: z.number(), appraisalDirection: z.string() })),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) =>
      ok(await chooseAppraisalDirection(deps.db, request.candidate(), request.body, request.now)),
  );
};
