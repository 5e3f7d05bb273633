import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching } from '../../db/matching';
import { exams, openCandidates, sessions } from '../../db/schema';

export type CommonCodeTarget = { examId: number } | { sessionId: number };

/**
 * The shared open-link code of a published, live exam or of one of its sessions, with where a new identity belongs,
 * what the exam admits (isAllowNologin, the code's cap) and the window the code works in (the session's times for
 * a session's code, else the exam's).
 */
export async function findCommonCodeTarget(db: DbOrTx, schoolId: string, target: CommonCodeTarget) {
  const examFields = {
    examId: exams.id,
    isAllowNologin: exams.isAllowNologin,
    limit: exams.openCommonCodeLimit,
  };
  const live = matching(exams, { schoolId, examStatus: 1, deletedAt: null });
  if ('examId' in target) {
    const [row] = await db
      .select({
        ...examFields,
        commonCode: exams.openCommonCode,
        beginTime: exams.beginTime,
        endTime: exams.endTime,
      })
      .from(exams)
      .where(and(live, eq(exams.id, target.examId)))
      .limit(1);
    return row ? { ...row, sessionId: null } : undefined;
  }
  const [row] = await db
    .select({
      ...examFields,
      sessionId: sessions.id,
      commonCode: sessions.openCommonCode,
      beginTime: sessions.beginTime,
      endTime: sessions.endTime,
    })
    .from(sessions)
    .innerJoin(exams, joinedOn(exams.id, sessions.examId))
    .where(and(live, eq(sessions.schoolId, schoolId), eq(sessions.id, target.sessionId)))
    .limit(1);
  return row;
}

/** Serialises identity creation per shared code (until the transaction ends), so the cap cannot be overrun. */
export async function lockCommonCode(tx: DbOrTx, schoolId: string, examId: number, sessionId: number | null) {
  const key = `open-common:${schoolId}:${examId}:${sessionId ?? 'exam'}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** How many identities the exam's code (sessionId null) or one session's code has created. */
export async function countCommonCodeIdentities(
  tx: DbOrTx,
  schoolId: string,
  examId: number,
  sessionId: number | null,
) {
  const [row] = await tx
    .select({ issued: count() })
    .from(openCandidates)
    .where(
      and(
        eq(openCandidates.schoolId, schoolId),
        eq(openCandidates.examId, examId),
        sessionId === null ? isNull(openCandidates.sessionId) : eq(openCandidates.sessionId, sessionId),
        eq(openCandidates.viaCommonCode, true),
      ),
    );
  return row?.issued ?? 0;
}
