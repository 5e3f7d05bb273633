import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { answerToGradeSchema, examToGradeSchema, questionToGradeSchema } from './schemas';
import { listExamQuestions } from './service/list-exam-questions';
import { listExamsToGrade } from './service/list-exams-to-grade';
import { listQuestionAnswers } from './service/list-question-answers';

const BASE = '/api/admin/v1/grading/exams';

/** Grading one question across candidates (issue 21): the grader's exams, an exam's questions, a question's answers. */
export const gradingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const id = rowIdParam();
  app.get(
    BASE,
    {
      config: { duty: 'grade' },
      schema: {
        tags: ['admin'],
        summary: 'The exams the asker grades, with how many essays and programs wait and are graded',
        response: { 200: envelopeSchema(z.array(examToGradeSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await listExamsToGrade(deps.db, requireStaff(request, 'grade'))),
  );

  app.get(
    `${BASE}/:examId/questions`,
    {
      config: { duty: 'grade' },
      schema: {
        tags: ['admin'],
        summary: "An exam's essays and programs by subject key: counts to grade and graded, and per grader",
        params: z.object({ examId: id }),
        response: {
          200: envelopeSchema(z.array(questionToGradeSchema)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'grade');
      return ok(await listExamQuestions(deps.db, staff, request.params.examId, request.now));
    },
  );

  app.get(
    `${BASE}/:examId/questions/:subjectId/answers`,
    {
      config: { duty: 'grade' },
      schema: {
        tags: ['admin'],
        summary:
          'The answers to one question across candidates, anonymous ("#n") unless an exam admin asks for names',
        params: z.object({ examId: id, subjectId: id }),
        querystring: z.object({
          status: z.enum(['ungraded', 'graded', 'all']).default('ungraded'),
          anonymous: z
            .enum(['true', 'false'])
            .default('true')
            .transform((value) => value === 'true'),
        }),
        response: {
          200: envelopeSchema(z.array(answerToGradeSchema)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const staff = requireStaff(request, 'grade');
      const input = { ...request.params, ...request.query };
      return ok(await listQuestionAnswers(deps.db, staff, input, request.now));
    },
  );
};
