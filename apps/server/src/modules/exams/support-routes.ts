import { AppError } from '@iexam/domain/errors';
import { linkedCourseSchema } from '@iexam/domain/exam-info';
import { rowIdParam } from '@iexam/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asAccount } from '../../access/candidate';
import type { Db } from '../../db/client';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireUser } from '../../plugins/auth';
import { getSchool } from '../schools/service/get-school';
import { getExamDuration } from './service/exam-duration';
import { getCourses, listLinkedCourseIds } from './service/linked-courses';

const id = rowIdParam();
/** SPEC §7 userexamduration: the caller may name itself in this header; naming anyone else is refused. */
const USER_ID_HEADER = 'x-user-id';

/** The smaller calls around the exam information page (SPEC §7). */
export const examSupportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    '/api/iexam/userexam/v1/antiCheatingSwitch/',
    {
      schema: {
        tags: ['exam info'],
        summary: "The school's anti-cheating switch: 'on' shows the complaint entry (SPEC §2)",
        response: { 200: envelopeSchema(z.enum(['on', 'off'])), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const school = await getSchool(deps.db, principal.schoolId);
      return ok(school?.antiCheatingSwitch ? ('on' as const) : ('off' as const));
    },
  );

  app.get(
    '/api/iexam/userexam/v1/timezone',
    {
      schema: {
        tags: ['exam info'],
        summary: "The school's time zone (whole hours from UTC) and the server's clock",
        response: {
          200: envelopeSchema(z.object({ timezoneHours: z.number().int(), now: z.iso.datetime() })),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const school = await getSchool(deps.db, principal.schoolId);
      return ok({ timezoneHours: school?.timezoneHours ?? 8, now: request.now.toISOString() });
    },
  );

  app.get(
    '/api/iexam/userexam/v1/relation/study/:id',
    {
      schema: {
        tags: ['exam info'],
        summary: 'Ids of the courses linked to an exam (learning materials; empty unless isRelation is 1)',
        params: z.object({ id }),
        response: {
          200: envelopeSchema(z.array(z.number().int())),
          ...errorResponses(400, 401, 403, 404, 410),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      return ok(await listLinkedCourseIds(deps.db, asAccount(principal), request.params.id, request.now));
    },
  );

  app.post(
    '/api/student/api/student/app/courses/batch',
    {
      schema: {
        tags: ['exam info'],
        summary: 'Course details by id, in the order asked; unknown ids are left out',
        querystring: z.object({ filterPublishedCourse: z.enum(['true', 'false']).default('true') }),
        body: z.object({ ids: z.array(id).max(100) }),
        response: { 200: envelopeSchema(z.array(linkedCourseSchema)), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const onlyPublished = request.query.filterPublishedCourse === 'true';
      return ok(await getCourses(deps.db, principal.schoolId, request.body.ids, onlyPublished));
    },
  );

  app.get(
    '/api/iexam/sso/v1/userexamduration/:id',
    {
      schema: {
        tags: ['exam info'],
        summary: "The logged-in candidate's answer time at an exam in minutes, accommodations included",
        params: z.object({ id }),
        headers: z.object({ [USER_ID_HEADER]: id.optional() }).loose(),
        response: {
          200: envelopeSchema(
            z.object({
              examId: z.number().int(),
              examSettingTime: z.number().int(),
              extraMinutes: z.number().int(),
              timeMultiplier: z.number(),
              durationMinutes: z.number().int(),
            }),
          ),
          ...errorResponses(400, 401, 403, 404, 410),
        },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const named = request.headers[USER_ID_HEADER];
      if (named !== undefined && named !== principal.userId)
        throw new AppError('FORBIDDEN', { field: USER_ID_HEADER, message: `${USER_ID_HEADER}: is not you` });
      return ok(await getExamDuration(deps.db, principal, request.params.id, request.now));
    },
  );
};
