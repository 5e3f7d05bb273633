import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import { examResults, openCandidates, redemptionCodes, sessions, users } from '../../db/schema';

/** Inserts the codes that are new in the exam; returns those inserted. */
export async function insertRedemptionCodes(db: DbOrTx, schoolId: string, examId: number, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .insert(redemptionCodes)
    .values(codes.map((code) => ({ schoolId, examId, code })))
    .onConflictDoNothing()
    .returning({ code: redemptionCodes.code });
  return rows.map((row) => row.code);
}

/** The exam's codes with who used each and when (empty while unused). */
export function findRedemptionCodeList(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({ code: redemptionCodes.code, usedBy: users.userName, usedAt: redemptionCodes.usedAt })
    .from(redemptionCodes)
    .leftJoin(users, joinedOn(users.id, redemptionCodes.usedByUserId))
    .where(matching(redemptionCodes, { schoolId, examId }))
    .orderBy(asc(redemptionCodes.code));
}

/** Session ids of the exam by key. */
export async function findSessionIds(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ id: sessions.id, key: sessions.key })
    .from(sessions)
    .where(matching(sessions, { schoolId, examId }));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Which of `codes` some open link of the school has already (identifyCodes are unique in the school). */
export async function findTakenIdentifyCodes(db: DbOrTx, schoolId: string, codes: string[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db
    .select({ code: openCandidates.identifyCode })
    .from(openCandidates)
    .where(matching(openCandidates, { schoolId, identifyCode: oneOf(codes) }));
  return new Set(rows.map((row) => row.code));
}

type OpenLinkRow = { identifyCode: string; name: string; contact: string; sessionId: number | null };

/** Inserts the links whose identifyCode is free in the school; returns the codes inserted. */
export async function insertOpenLinks(db: DbOrTx, schoolId: string, examId: number, links: OpenLinkRow[]) {
  if (links.length === 0) return [];
  const rows = await db
    .insert(openCandidates)
    .values(links.map((link) => ({ schoolId, examId, ...link })))
    .onConflictDoNothing()
    .returning({ identifyCode: openCandidates.identifyCode });
  return rows.map((row) => row.identifyCode);
}

/**
 * The links staff made for the exam, oldest first, with their session's key and id, whether the school refused each
 * (userStatus), and whether it was used: its visitor entered (gave or confirmed their details) and how many attempts
 * they started.
 */
export function findOpenLinkList(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({
      identifyCode: openCandidates.identifyCode,
      name: openCandidates.name,
      contact: openCandidates.contact,
      sessionId: openCandidates.sessionId,
      sessionKey: sessions.key,
      userStatus: openCandidates.userStatus,
      entered: openCandidates.isChecked,
      attempts: count(examResults.id),
    })
    .from(openCandidates)
    .leftJoin(sessions, joinedOn(sessions.id, openCandidates.sessionId))
    .leftJoin(
      examResults,
      and(joinedOn(examResults.openCandidateId, openCandidates.id), eq(examResults.isPreview, false)),
    )
    .where(matching(openCandidates, { schoolId, examId, viaCommonCode: false }))
    .groupBy(openCandidates.schoolId, openCandidates.id, sessions.key)
    .orderBy(asc(openCandidates.id));
}
