import { getTableColumns, sql } from 'drizzle-orm';
import type { Candidate } from '../../access/candidate';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching } from '../../db/matching';
import { attemptNotices, examResults, exams } from '../../db/schema';
import type { AttemptNoticeKind } from '../../db/schema/staff';
import { isOwnAttempt } from './repo';

/** The most notices the answer page's poll carries: far more than staff ever do to one attempt. */
export const NOTICES_PER_POLL = 50;

export interface NoticeRow {
  id: number;
  kind: AttemptNoticeKind;
  reason: string;
  detail: Record<string, unknown>;
  at: string;
}

/**
 * The attempt with what its poll shows beside it, in one statement (every candidate polls every 15 s): the exam's
 * allowed leaves and client type, and the newest notices (oldest first).
 */
export async function findAttemptWithNotices(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  candidate: Candidate,
) {
  const [row] = await db
    .select({
      ...getTableColumns(examResults),
      allowedSwitchScreenTimes: exams.allowedSwitchScreenTimes,
      clientType: exams.clientType,
      notices: sql<NoticeRow[]>`coalesce((select json_agg(json_build_object('id', n.id, 'kind', n.kind,
        'reason', n.reason, 'detail', n.detail, 'at', n.at) order by n.at, n.id) from (select * from ${attemptNotices}
        where ${joinedOn(examResults.id, attemptNotices.examResultId)}
        order by ${attemptNotices.at} desc, ${attemptNotices.id} desc limit ${NOTICES_PER_POLL}) n), '[]'::json)`,
    })
    .from(examResults)
    .innerJoin(exams, joinedOn(exams.id, examResults.examId))
    .where(isOwnAttempt(schoolId, examResultId, candidate))
    .limit(1);
  return row;
}

export interface Presence {
  at: Date;
  clientIp: string;
  clientKind: 'browser' | 'desktop';
}

/**
 * The live monitor's view of a running attempt's client, in one statement: when it last called, from where, which
 * kind, and one more address change when the address is not the stored one (the first address is no change). The
 * answer page's first load takes the attempt over for its client in the same statement.
 */
export async function recordPresence(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
  presence: Presence,
  activeClientId?: string,
) {
  await db
    .update(examResults)
    .set({
      ...(activeClientId ? { activeClientId } : {}),
      lastSeenAt: presence.at,
      clientIp: presence.clientIp,
      clientKind: presence.clientKind,
      // The right side reads the row before the update: the stored address, not the new one.
      ipChanges: sql`${examResults.ipChanges} + case when ${examResults.clientIp} is distinct from ${presence.clientIp}
        and ${examResults.clientIp} is not null then 1 else 0 end`,
    })
    .where(matching(examResults, { schoolId, id: examResultId, status: 'in_progress' }));
}
