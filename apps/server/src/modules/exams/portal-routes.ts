import { EXAM_INFO_STATUS, type ExamInfoStatus, examInfoStatusAt } from '@iexam/domain/exam-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { listVisibleExams } from './service/visible-exams';

const PORTAL_ORDER: ExamInfoStatus[] = [
  EXAM_INFO_STATUS.inProgress,
  EXAM_INFO_STATUS.notStarted,
  EXAM_INFO_STATUS.ended,
  EXAM_INFO_STATUS.expired,
];

const portalExamSchema = z.object({
  examId: z.number(),
  examName: z.string(),
  examType: z.number(),
  organizeForm: z.number(),
  beginTime: z.iso.datetime().nullable(),
  endTime: z.iso.datetime().nullable(),
  timezoneHours: z.number().describe("The exam's zone: its times are shown on this wall clock"),
  examInfoStatus: z.number(),
  paperScore: z.number(),
  examSettingTime: z.number(),
  cover: z.string(),
  sessionCount: z.number(),
});

export const portalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/iexam/userexam/v1/portal/exams',
    {
      schema: {
        tags: ['exams'],
        summary: "The logged-in candidate's exams for the school portal",
        response: {
          200: envelopeSchema(z.object({ total: z.number(), records: z.array(portalExamSchema) })),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const { rows } = await listVisibleExams(deps.db, principal);
      const records = rows
        .map(({ isSharedExam, ...row }) => ({
          ...row,
          beginTime: row.beginTime?.toISOString() ?? null,
          endTime: row.endTime?.toISOString() ?? null,
          examInfoStatus: examInfoStatusAt({ ...row, isSharedExam }, request.now),
        }))
        // What a candidate can act on first: running exams, then coming ones, then the past (stable within each).
        .sort((a, b) => PORTAL_ORDER.indexOf(a.examInfoStatus) - PORTAL_ORDER.indexOf(b.examInfoStatus));
      return ok({ total: records.length, records });
    },
  );
};
