import { personNameSchema } from '@iexam/domain/accounts';
import { MAX_LINKS_PER_REQUEST } from '@iexam/domain/constants';
import { OPEN_LINK_NAME_PREFIX_MAX, OPEN_USER_STATUS_REFUSED } from '@iexam/domain/exam-info';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { csvHeaders, toCsv } from '../../http/csv';
import { envelopeSchema, errorResponses, ok } from '../../http/envelope';
import { requireStaff } from '../../plugins/auth';
import { findOpenLinkList, findRedemptionCodeList } from './repo-links';
import { generateOpenLinks, importOpenLinks, openEntryUrl } from './service/open-links';
import { requireExam } from './service/read-exam';
import { generateRedemptionCodes } from './service/redemption-codes';

const BASE = '/api/admin/v1/exams/:examId';
const staffOnly = errorResponses(400, 401, 403, 404);
const params = z.object({ examId: z.coerce.number().int().positive() });
const count = z.number().int().min(1).max(MAX_LINKS_PER_REQUEST);

/** This site as the request reached it (behind a proxy: set TRUST_PROXY so the forwarded host and scheme count). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** A link as the console lists it: what it records, its entry page, and whether it was used. */
const listedLink = z.object({
  identifyCode: z.string(),
  url: z.string(),
  sessionKey: z.string().nullable(),
  name: z.string(),
  contact: z.string(),
  refused: z.boolean(),
  entered: z.boolean(),
  attempts: z.number(),
});
const listedCode = z.object({ code: z.string(), usedBy: z.string().nullable(), usedAt: z.date().nullable() });

export const linkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const { db } = deps;
  // The list and the CSV of each read the same rows, for exam managers of the school.
  const redemptionCodesOf = async (request: FastifyRequest, examId: number) => {
    const { schoolId } = requireStaff(request, 'manage');
    const exam = await requireExam(db, schoolId, examId);
    return { exam, codes: await findRedemptionCodeList(db, schoolId, exam.id) };
  };
  const openLinksOf = async (request: FastifyRequest, examId: number) => {
    const { schoolId } = requireStaff(request, 'manage');
    const exam = await requireExam(db, schoolId, examId);
    const links = (await findOpenLinkList(db, schoolId, exam.id)).map(
      ({ sessionId, userStatus, ...link }) => ({
        ...link,
        url: openEntryUrl(originOf(request), schoolId, { examId: exam.id, sessionId, ...link }),
        refused: userStatus === OPEN_USER_STATUS_REFUSED,
      }),
    );
    return { exam, links };
  };

  app.post(
    `${BASE}/redemption-codes`,
    {
      schema: {
        tags: ['admin'],
        summary: 'Generate redemption codes for the exam (random, unique in the exam)',
        params,
        body: z.object({ count }),
        response: { 200: envelopeSchema(z.object({ codes: z.array(z.string()) })), ...staffOnly },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      return ok(await generateRedemptionCodes(db, principal, request.params.examId, request.body.count));
    },
  );

  app.get(
    `${BASE}/redemption-codes`,
    {
      schema: {
        tags: ['admin'],
        summary: "The exam's redemption codes, with who used each and when (null while unused)",
        params,
        response: { 200: envelopeSchema(z.object({ codes: z.array(listedCode) })), ...staffOnly },
      },
    },
    async (request) => ok({ codes: (await redemptionCodesOf(request, request.params.examId)).codes }),
  );

  app.get(
    `${BASE}/redemption-codes.csv`,
    {
      schema: {
        tags: ['admin'],
        summary: "The exam's redemption codes as CSV (code, usedBy, usedAt)",
        params,
        response: { 200: z.string(), ...staffOnly },
      },
    },
    async (request, reply) => {
      const { exam, codes } = await redemptionCodesOf(request, request.params.examId);
      const rows = codes.map((row) => ({
        code: row.code,
        usedBy: row.usedBy ?? '',
        usedAt: row.usedAt?.toISOString() ?? '',
      }));
      return reply
        .headers(csvHeaders(`${exam.key}-redemption-codes.csv`))
        .send(toCsv(['code', 'usedBy', 'usedAt'], rows));
    },
  );

  app.post(
    `${BASE}/open-links`,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Generate open links: random identifyCodes (unique in your school) and the entry page URL of each',
        params,
        body: z.object({
          count,
          sessionKey: z.string().min(1).max(80).optional(),
          namePrefix: personNameSchema(OPEN_LINK_NAME_PREFIX_MAX, true).optional(),
        }),
        response: {
          200: envelopeSchema(
            z.object({ links: z.array(z.object({ identifyCode: z.string(), url: z.string() })) }),
          ),
          ...staffOnly,
        },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      return ok(
        await generateOpenLinks(db, principal, request.params.examId, {
          ...request.body,
          origin: originOf(request),
        }),
      );
    },
  );

  app.get(
    `${BASE}/open-links`,
    {
      schema: {
        tags: ['admin'],
        summary: "The exam's open links, oldest first: what each records, its URL, and whether it was used",
        description:
          'refused: the school refused the link (userStatus 2); entered: its visitor gave or confirmed their name ' +
          'and contact (a detail the link did not record is ' +
          'recorded then); attempts: the attempts they started. Links made by a shared code are not listed.',
        params,
        response: { 200: envelopeSchema(z.object({ links: z.array(listedLink) })), ...staffOnly },
      },
    },
    async (request) => ok({ links: (await openLinksOf(request, request.params.examId)).links }),
  );

  app.get(
    `${BASE}/open-links.csv`,
    {
      schema: {
        tags: ['admin'],
        summary: "The exam's open links as CSV (identifyCode, name, contact, sessionKey, url)",
        params,
        response: { 200: z.string(), ...staffOnly },
      },
    },
    async (request, reply) => {
      const { exam, links } = await openLinksOf(request, request.params.examId);
      const rows = links.map((link) => ({
        identifyCode: link.identifyCode,
        name: link.name,
        contact: link.contact,
        sessionKey: link.sessionKey ?? '',
        url: link.url,
      }));
      return reply
        .headers(csvHeaders(`${exam.key}-open-links.csv`))
        .send(toCsv(['identifyCode', 'name', 'contact', 'sessionKey', 'url'], rows));
    },
  );

  app.post(
    `${BASE}/open-links/import`,
    {
      bodyLimit: 10 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Open links from rows, all or nothing (every problem at rows[i].field)',
        description:
          'Rows: { identifyCode?, name, contact?, sessionKey? }. A missing identifyCode is generated; a given one ' +
          'must be 6-64 characters and new in your school.',
        params,
        body: z.object({
          rows: z.array(z.record(z.string(), z.unknown())).min(1).max(MAX_LINKS_PER_REQUEST),
        }),
        response: { 200: envelopeSchema(z.object({ created: z.number() })), ...staffOnly },
      },
    },
    async (request) => {
      const principal = requireStaff(request, 'manage');
      return ok(await importOpenLinks(db, principal, request.params.examId, request.body));
    },
  );
};
