import { type PreparedCandidates, preparedCandidatesOf } from '@iexam/domain/attempts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching } from '../../db/matching';
import {
  appointments,
  examGroups,
  examResults,
  exams,
  groupMembers,
  preparedAttempts,
  sessionGroups,
  sessions,
} from '../../db/schema';

export interface SessionToPrepare {
  schoolId: string;
  examId: number;
  sessionId: number;
  source: PreparedCandidates;
}

/**
 * Sessions of published exams that open within `aheadMs` or are running, whose candidates are known in advance
 * (preparedCandidatesOf: appointment and private exams).
 */
export async function findSessionsToPrepare(db: DbOrTx, now: Date, aheadMs: number) {
  const rows = await db
    .select({
      schoolId: sessions.schoolId,
      examId: sessions.examId,
      sessionId: sessions.id,
      isPublic: exams.isPublic,
      examAppointment: exams.examAppointment,
    })
    .from(sessions)
    .innerJoin(exams, joinedOn(exams.id, sessions.examId))
    .where(
      sql`${sessions.beginTime} <= ${new Date(now.getTime() + aheadMs)} and ${sessions.endTime} > ${now}
        and ${exams.examStatus} = 1 and ${exams.deletedAt} is null
        and (${exams.examAppointment} = 1 or ${exams.isPublic} in (0, 2))`,
    );
  return rows.flatMap(({ isPublic, examAppointment, ...session }): SessionToPrepare[] => {
    const source = preparedCandidatesOf({ isPublic, examAppointment });
    return source ? [{ ...session, source }] : [];
  });
}

function candidatesOf(session: SessionToPrepare): SQL {
  const { schoolId, examId, sessionId } = session;
  switch (session.source) {
    case 'booked':
      return sql`select ${appointments.userId} as user_id from ${appointments}
        where ${appointments.schoolId} = ${schoolId} and ${appointments.examId} = ${examId}
        and ${appointments.sessionId} = ${sessionId} and ${appointments.status} = 'booked'`;
    case 'session-groups':
      return sql`select distinct ${groupMembers.userId} as user_id from ${sessionGroups} join ${groupMembers}
        on ${groupMembers.schoolId} = ${sessionGroups.schoolId} and ${groupMembers.groupId} = ${sessionGroups.groupId}
        where ${sessionGroups.schoolId} = ${schoolId} and ${sessionGroups.sessionId} = ${sessionId}`;
    case 'exam-groups':
      return sql`select distinct ${groupMembers.userId} as user_id from ${examGroups} join ${groupMembers}
        on ${groupMembers.schoolId} = ${examGroups.schoolId} and ${groupMembers.groupId} = ${examGroups.groupId}
        where ${examGroups.schoolId} = ${schoolId} and ${examGroups.examId} = ${examId}`;
  }
}

/**
 * Makes ready the first attempt, on `paperId`, of every candidate of the session who has no attempt at the exam yet.
 * Idempotent: a row already made for this session and paper is left as it is; one made for another session of the
 * exam moves to this one. Returns how many rows were written.
 */
export async function prepareSessionAttempts(db: DbOrTx, session: SessionToPrepare, paperId: number) {
  const { schoolId, examId, sessionId } = session;
  const result = await db.execute(
    sql`insert into ${preparedAttempts} (school_id, exam_id, user_id, session_id, paper_id)
      select ${schoolId}, ${examId}, candidate.user_id, ${sessionId}, ${paperId}
      from (${candidatesOf(session)}) as candidate
      where not exists (select 1 from ${examResults} where ${examResults.schoolId} = ${schoolId}
        and ${examResults.examId} = ${examId} and ${examResults.userId} = candidate.user_id
        and not ${examResults.isPreview})
      on conflict (school_id, exam_id, user_id) do update
        set session_id = excluded.session_id, paper_id = excluded.paper_id, prepared_at = now()
        where ${preparedAttempts.sessionId} is distinct from excluded.session_id
          or ${preparedAttempts.paperId} <> excluded.paper_id`,
  );
  return result.rowCount ?? 0;
}

export interface ClaimValues {
  schoolId: string;
  examId: number;
  sessionId: number | null;
  userId: number;
  /** The paper an ordinary first start would get now; a row made for another (before an import) is not claimed. */
  paperId: number;
  startAnswerTime: Date;
  deadline: Date;
  activeClientId: string;
}

/**
 * Turns the user's prepared first attempt into a running one in one statement: the prepared row is deleted (its row
 * lock orders this claim against any other start of the same candidate, which deletes it too) and the attempt is
 * inserted on the prepared paper, unless an attempt of the candidate exists already. Undefined when nothing was
 * claimed: the caller starts the ordinary way.
 */
export async function claimPreparedAttempt(db: DbOrTx, values: ClaimValues) {
  const { schoolId, examId, sessionId, userId } = values;
  const result = await db.execute<{ id: number }>(
    sql`with claimed as (
        delete from ${preparedAttempts} where ${preparedAttempts.schoolId} = ${schoolId}
          and ${preparedAttempts.examId} = ${examId} and ${preparedAttempts.userId} = ${userId}
          and ${preparedAttempts.sessionId} is not distinct from ${sessionId}::integer
          and ${preparedAttempts.paperId} = ${values.paperId}
        returning ${preparedAttempts.paperId} as paper_id)
      insert into ${examResults} (school_id, exam_id, session_id, paper_id, user_id, start_answer_time, deadline,
        active_client_id)
      select ${schoolId}, ${examId}, ${sessionId}::integer, claimed.paper_id, ${userId}, ${values.startAnswerTime},
        ${values.deadline}, ${values.activeClientId}
      from claimed
      where not exists (select 1 from ${examResults} where ${examResults.schoolId} = ${schoolId}
        and ${examResults.examId} = ${examId} and ${examResults.userId} = ${userId} and not ${examResults.isPreview})
      on conflict do nothing
      returning id`,
  );
  const [row] = result.rows;
  return row?.id;
}

/** Inside an ordinary start's transaction: the prepared row is used up, and its lock orders a concurrent claim. */
export async function dropPreparedAttempt(tx: DbOrTx, schoolId: string, examId: number, userId: number) {
  await tx.delete(preparedAttempts).where(matching(preparedAttempts, { schoolId, examId, userId }));
}
