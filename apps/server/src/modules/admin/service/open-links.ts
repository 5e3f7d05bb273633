import { personNameSchema } from '@iexam/domain/accounts';
import { AppError, type ErrorIssue } from '@iexam/domain/errors';
import {
  definitionErrorMap,
  issuesFromZod,
  openLinkSchema,
  schoolWords,
} from '@iexam/domain/exam-definition';
import { z } from 'zod';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { newIdentifyCode } from '../../open/identity';
import { recordAudit } from '../audit';
import { findSessionIds, findTakenIdentifyCodes, insertOpenLinks } from '../repo-links';
import { validationFailed } from './exam-input';
import { requireExam } from './read-exam';

type NewLink = { identifyCode?: string; name: string; contact: string; sessionId: number | null };

/** The open entry page a link's visitor opens (SPEC: /iexam/{schoolId}/open/examInfo). */
export function openEntryUrl(
  origin: string,
  schoolId: string,
  link: { examId: number; sessionId: number | null; identifyCode: string },
) {
  const query = new URLSearchParams({ examId: String(link.examId) });
  if (link.sessionId !== null) query.set('sessionId', String(link.sessionId));
  query.set('identifyCode', link.identifyCode);
  return `${origin}/iexam/${encodeURIComponent(schoolId)}/open/examInfo?${query}`;
}

/** Writes the links, making an identifyCode for each that has none (a clash is made up for by another round). */
async function writeLinks(db: Db, staff: Staff, examId: number, links: NewLink[], action: string) {
  return db.transaction(async (tx) => {
    const written: { identifyCode: string; sessionId: number | null }[] = [];
    let pending = links;
    while (pending.length > 0) {
      const withCodes = pending.map((link) => ({
        ...link,
        identifyCode: link.identifyCode ?? newIdentifyCode(),
      }));
      const inserted = new Set(await insertOpenLinks(tx, staff.schoolId, examId, withCodes));
      for (const link of withCodes)
        if (inserted.has(link.identifyCode))
          written.push({ identifyCode: link.identifyCode, sessionId: link.sessionId });
      const missed = withCodes.filter((link) => !inserted.has(link.identifyCode));
      // A given code was checked free before the transaction: taken since, the whole import is refused.
      if (missed.some((link) => pending[withCodes.indexOf(link)]?.identifyCode !== undefined))
        throw new AppError('CONFLICT', {
          message: 'an identifyCode of the rows was taken meanwhile: try again',
        });
      // A generated code that clashed gets another.
      pending = missed.map(({ identifyCode: _code, ...rest }) => rest);
    }
    await recordAudit(tx, staff, { action, target: `exam:${examId}`, detail: { count: written.length } });
    return written;
  });
}

async function sessionIdOf(db: Db, schoolId: string, examId: number, sessionKey: string | undefined) {
  if (sessionKey === undefined) return null;
  const id = (await findSessionIds(db, schoolId, examId)).get(sessionKey);
  if (id === undefined)
    throw validationFailed([{ path: 'sessionKey', ...schoolWords.say('noSession', { key: sessionKey }) }]);
  return id;
}

/** `count` open links with random identifyCodes, named `<namePrefix><n>` when a prefix is given. */
export async function generateOpenLinks(
  db: Db,
  staff: Staff,
  examId: number,
  input: { count: number; sessionKey?: string | undefined; namePrefix?: string | undefined; origin: string },
) {
  await requireExam(db, staff.schoolId, examId);
  const sessionId = await sessionIdOf(db, staff.schoolId, examId, input.sessionKey);
  const links = Array.from({ length: input.count }, (_, index) => ({
    name: input.namePrefix ? `${input.namePrefix}${index + 1}` : '',
    contact: '',
    sessionId,
  }));
  const written = await writeLinks(db, staff, examId, links, 'exam.openLinks.generate');
  return {
    links: written.map((link) => ({
      identifyCode: link.identifyCode,
      url: openEntryUrl(input.origin, staff.schoolId, { examId, ...link }),
    })),
  };
}

/** A row of an open-links file; a missing identifyCode is made. */
export const openLinkRowSchema = z.strictObject({
  identifyCode: openLinkSchema.shape.identifyCode.optional(),
  name: personNameSchema(200).min(1, 'required'),
  contact: openLinkSchema.shape.contact,
  sessionKey: z.string().trim().min(1, 'required').optional(),
});

/** Open links from rows, all or nothing, every problem at `rows[i].field`. */
export async function importOpenLinks(db: Db, staff: Staff, examId: number, input: { rows: unknown[] }) {
  await requireExam(db, staff.schoolId, examId);
  const sessionIds = await findSessionIds(db, staff.schoolId, examId);
  const issues: ErrorIssue[] = [];
  const links: NewLink[] = [];
  const firstRow = new Map<string, number>();
  input.rows.forEach((raw, index) => {
    const parsed = openLinkRowSchema.safeParse(raw, { error: definitionErrorMap });
    if (!parsed.success) {
      issues.push(...issuesFromZod(parsed.error.issues, ['rows', index]));
      return;
    }
    const { identifyCode, sessionKey, name, contact } = parsed.data;
    if (identifyCode !== undefined) {
      const seen = firstRow.get(identifyCode);
      if (seen !== undefined)
        issues.push({
          path: `rows[${index}].identifyCode`,
          ...schoolWords.say('inRowAlready', { value: identifyCode, row: seen }),
        });
      else firstRow.set(identifyCode, index);
    }
    const sessionId = sessionKey === undefined ? null : sessionIds.get(sessionKey);
    if (sessionId === undefined)
      issues.push({
        path: `rows[${index}].sessionKey`,
        ...schoolWords.say('noSession', { key: String(sessionKey) }),
      });
    links.push({
      ...(identifyCode === undefined ? {} : { identifyCode }),
      name,
      contact,
      sessionId: sessionId ?? null,
    });
  });
  const taken = await findTakenIdentifyCodes(db, staff.schoolId, [...firstRow.keys()]);
  for (const [code, index] of firstRow)
    if (taken.has(code))
      issues.push({
        path: `rows[${index}].identifyCode`,
        ...schoolWords.say('identifyCodeTaken', { key: code }),
      });
  if (issues.length > 0)
    throw validationFailed(
      issues.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true })),
      'the rows',
    );
  const written = await writeLinks(db, staff, examId, links, 'exam.openLinks.import');
  return { created: written.length };
}
