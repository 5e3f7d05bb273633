import { MONITOR_SWITCH_EVENTS } from '@iexam/domain/staff';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { exams, sessions, staffAssignments } from '../../db/schema';

/** What the monitor shows of an exam beside its candidates. */
export async function findMonitoredExam(db: DbOrTx, schoolId: string, examId: number) {
  const [exam] = await db
    .select({
      examId: exams.id,
      examName: exams.examName,
      examSettingTime: exams.examSettingTime,
      allowedSwitchScreenTimes: exams.allowedSwitchScreenTimes,
      isCompulsoryHandIn: exams.isCompulsoryHandIn,
      endTime: exams.endTime,
    })
    .from(exams)
    .where(matching(exams, { schoolId, id: examId, deletedAt: null }))
    .limit(1);
  const sessionRows = await db
    .select({
      sessionId: sessions.id,
      sessionName: sessions.sessionName,
      beginTime: sessions.beginTime,
      endTime: sessions.endTime,
    })
    .from(sessions)
    .where(matching(sessions, { schoolId, examId }))
    .orderBy(asc(sessions.beginTime), asc(sessions.id));
  return exam ? { ...exam, sessions: sessionRows } : undefined;
}

/** One candidate of the monitor as the query reads it (states and times are worked out by the service). */
// A type, not an interface: execute<Row>() wants a row type with an index signature.
export type MonitorRow = {
  userId: number | null;
  openCandidateId: number | null;
  name: string;
  userName: string;
  userCode: string;
  sessionId: number | null;
  examResultId: number | null;
  status: 'in_progress' | 'submitted' | 'grading' | 'graded' | null;
  answered: number;
  total: number | null;
  lastSavedAt: Date | null;
  startAnswerTime: Date | null;
  deadline: Date | null;
  submittedAt: Date | null;
  handInReason: string | null;
  switchScreenTimes: number;
  switchScreenEvents: string[] | null;
  clientKind: string | null;
  clientIp: string | null;
  ipChanges: number;
  lastSeenAt: Date | null;
  extraMinutes: number;
  timeMultiplier: number;
  appointmentId: number | null;
};

/**
 * isAnswered (packages/domain answers) in SQL, over the answer or a program's code: some non-blank text, a number or a
 * boolean anywhere in it. The monitor counts with it, so an emptied field is not "answered". A plain string (most
 * answers: a choice) is tested directly; only arrays go through the slower JSON path (a third of the time).
 */
const ANSWERED_PATH =
  '$.** ? (@.type() == "number" || @.type() == "boolean" || (@.type() == "string" && @ like_regex "[^[:space:]]"))';
const answered = (value: SQL) =>
  sql`case jsonb_typeof(${value}) when 'string' then (${value} #>> '{}') ~ '[^[:space:]]' when 'null' then false
    else jsonb_path_exists(${value}, ${ANSWERED_PATH}::jsonpath) end`;

/**
 * Every candidate of an exam in ONE statement (issue 21: light with 5,000 candidates): whoever booked a session, is in
 * the exam's or a session's groups, or has an attempt (open-link visitors too), with their newest attempt, its answer
 * count (one grouped pass over the attempts' answers), the paper's size, the newest leave events, the accommodation and
 * the live booking. `sessionIds` null: every session; else only candidates of those sessions. `onlyUserId`: one
 * account's row (an action asks whether the monitor lists them).
 */
export async function findMonitorRows(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  sessionIds: number[] | null,
  onlyUserId?: number,
): Promise<MonitorRow[]> {
  const userFilter = onlyUserId === undefined ? sql`true` : sql`ro.candidate_key = ${onlyUserId}`;
  const sessionFilter =
    sessionIds === null
      ? sql`true`
      : sql`coalesce(l.session_id, b.session_id, gs.session_id) = any(${`{${sessionIds.join(',')}}`}::int[])`;
  // The planner cannot see that each source gives one row per candidate and estimates millions of joined rows, so
  // PostgreSQL would JIT-compile the statement for seconds (measured: 2.8 s of 3.4 s with 5,000 candidates, bench
  // scenario `monitor`); the statement reads thousands of rows, where JIT only costs.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // The pool reads timestamps of a raw statement as text (only drizzle's columns map them to Date).
    return tx.execute<MonitorRow & Record<TimeField, Date | string | null>>(sql`
    with latest as (
      select distinct on (coalesce(r.user_id, -r.open_candidate_id)) r.*,
        coalesce(r.user_id, -r.open_candidate_id) as candidate_key
      from exam_results r
      where r.school_id = ${schoolId} and r.exam_id = ${examId} and not r.is_preview
      order by coalesce(r.user_id, -r.open_candidate_id), r.start_answer_time desc, r.id desc
    ),
    bookings as (
      select a.user_id, a.id, a.session_id from appointments a
      where a.school_id = ${schoolId} and a.exam_id = ${examId} and a.status = 'booked'
    ),
    group_sessions as (
      select gm.user_id, min(m.session_id) as session_id from (
        select eg.group_id, null::int as session_id from exam_groups eg
        where eg.school_id = ${schoolId} and eg.exam_id = ${examId}
        union all
        select sg.group_id, sg.session_id from session_groups sg
        join sessions s on s.school_id = sg.school_id and s.id = sg.session_id
        where s.school_id = ${schoolId} and s.exam_id = ${examId}
      ) m
      join group_members gm on gm.school_id = ${schoolId} and gm.group_id = m.group_id
      group by gm.user_id
    ),
    roster as (
      select user_id as candidate_key from bookings
      union select user_id from group_sessions
      union select candidate_key from latest
    ),
    answer_counts as (
      select an.exam_result_id,
        count(*) filter (where ${answered(sql`case when jsonb_typeof(an.answer) = 'object' then coalesce(an.answer -> 'code', 'null') else an.answer end`)})::int as answered,
        max(an.saved_at) as last_saved_at
      from answers an join latest l on an.school_id = ${schoolId} and an.exam_result_id = l.id
      group by an.exam_result_id
    ),
    paper_sizes as (
      select sb.paper_id, count(*)::int as total from subjects sb
      join papers p on p.school_id = sb.school_id and p.id = sb.paper_id
      where p.school_id = ${schoolId} and p.exam_id = ${examId}
      group by sb.paper_id
    )
    select
      case when ro.candidate_key > 0 then ro.candidate_key end as "userId",
      case when ro.candidate_key < 0 then -ro.candidate_key end as "openCandidateId",
      coalesce(nullif(u.real_name, ''), u.user_name, oc.name, '') as "name",
      coalesce(u.user_name, oc.identify_code, '') as "userName",
      coalesce(u.user_code, '') as "userCode",
      coalesce(l.session_id, b.session_id, gs.session_id) as "sessionId",
      l.id as "examResultId", l.status as "status",
      coalesce(ac.answered, 0) as "answered", ps.total as "total", ac.last_saved_at as "lastSavedAt",
      l.start_answer_time as "startAnswerTime", l.deadline as "deadline", l.submitted_at as "submittedAt",
      l.hand_in_reason as "handInReason",
      coalesce(l.switch_screen_times, 0) as "switchScreenTimes", ev.events as "switchScreenEvents",
      l.client_kind as "clientKind", l.client_ip as "clientIp", coalesce(l.ip_changes, 0) as "ipChanges",
      l.last_seen_at as "lastSeenAt",
      coalesce(acc.extra_minutes, 0) as "extraMinutes", coalesce(acc.time_multiplier, 1)::float8 as "timeMultiplier",
      b.id as "appointmentId"
    from roster ro
    left join latest l on l.candidate_key = ro.candidate_key
    left join bookings b on ro.candidate_key > 0 and b.user_id = ro.candidate_key
    left join group_sessions gs on ro.candidate_key > 0 and gs.user_id = ro.candidate_key
    left join users u on ro.candidate_key > 0 and u.school_id = ${schoolId} and u.id = ro.candidate_key
    left join open_candidates oc on ro.candidate_key < 0 and oc.school_id = ${schoolId} and oc.id = -ro.candidate_key
    left join answer_counts ac on ac.exam_result_id = l.id
    left join paper_sizes ps on ps.paper_id = l.paper_id
    left join accommodations acc on ro.candidate_key > 0 and acc.school_id = ${schoolId}
      and acc.exam_id = ${examId} and acc.user_id = ro.candidate_key
    left join lateral (
      select array_agg(to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        order by e.occurred_at) as events
      from (
        select se.occurred_at from switch_screen_events se
        where l.id is not null and se.school_id = ${schoolId} and se.exam_result_id = l.id
        order by se.occurred_at desc limit ${MONITOR_SWITCH_EVENTS}
      ) e
    ) ev on true
    where ${sessionFilter} and ${userFilter}
    order by 3, 4, ro.candidate_key`);
  });
  return result.rows.map((row) => ({
    ...row,
    lastSavedAt: asDate(row.lastSavedAt),
    startAnswerTime: asDate(row.startAnswerTime),
    deadline: asDate(row.deadline),
    submittedAt: asDate(row.submittedAt),
    lastSeenAt: asDate(row.lastSeenAt),
  }));
}

type TimeField = 'lastSavedAt' | 'startAnswerTime' | 'deadline' | 'submittedAt' | 'lastSeenAt';
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The exams a staff member may proctor, newest first: every exam of the school (not deleted) for an exam admin
 * (`assignedTo` null), else those with an assignment of the user.
 */
export async function findProctoredExams(db: DbOrTx, schoolId: string, assignedTo: number | null) {
  const assigned =
    assignedTo === null
      ? sql`true`
      : sql`exists (select 1 from ${staffAssignments} where ${staffAssignments.schoolId} = ${exams.schoolId}
          and ${staffAssignments.examId} = ${exams.id} and ${staffAssignments.userId} = ${assignedTo})`;
  return db
    .select({
      examId: exams.id,
      key: exams.key,
      examName: exams.examName,
      beginTime: exams.beginTime,
      endTime: exams.endTime,
      examSettingTime: exams.examSettingTime,
    })
    .from(exams)
    .where(and(matching(exams, { schoolId, deletedAt: null }), assigned))
    .orderBy(desc(exams.createdAt), desc(exams.id));
}
