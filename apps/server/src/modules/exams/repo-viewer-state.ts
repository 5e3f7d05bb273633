import { type SQL, sql } from 'drizzle-orm';
import { type Candidate, ownedBy } from '../../access/candidate';
import type { DbOrTx } from '../../db/client';
import {
  accommodations,
  appointments,
  examGroups,
  examResults,
  groupMembers,
  sessionGroups,
  sessions,
} from '../../db/schema';
import type { AttemptStatus } from '../../db/schema/attempts';

export interface ViewerState {
  /** Every real (not preview) attempt of the candidate at the exam: what limits, grading flag and resume read. */
  attempts: { id: number; sessionId: number | null; status: AttemptStatus; startAnswerTime: Date }[];
  /** Sessions the user has a live booking for (appointment exams). */
  bookedSessionIds: Set<number>;
  /** Membership in the exam's groups (private exams, isPublic 0). */
  isInExamGroups: boolean;
  /** Sessions whose groups the user belongs to (private-by-session exams, isPublic 2). */
  sessionIdsWithMember: Set<number>;
  /** The live places left per session with a capacity (the cached session rows hold a snapshot). */
  remainders: Map<number, number | null>;
  /** With `startChecks`: the candidate's attempts in progress at the school's other exams (one exam at a time). */
  othersInProgress: { id: number; examId: number }[];
  /** With `startChecks`: the user's extra time at this exam, if any. */
  accommodation: { extraMinutes: number; timeMultiplier: number } | undefined;
}

export interface ViewerStateWanted {
  userId: number | undefined;
  candidate: Candidate | undefined;
  isBooked: boolean;
  isInExamGroups: boolean;
  isInSessionGroups: boolean;
  remainders: boolean;
  /** What starting needs besides the exam information: other exams in progress and the accommodation. */
  startChecks?: boolean;
}

interface RawState {
  attempts: { id: number; sessionId: number | null; status: AttemptStatus; startAnswerTime: string }[];
  booked: number[];
  inExamGroups: boolean;
  sessionMembers: number[];
  remainders: [number, number | null][];
  othersInProgress: { id: number; examId: number }[];
  accommodation: { extraMinutes: number; timeMultiplier: number } | null;
}

const none = sql`'[]'::json`;

/**
 * What the exam-info call reads about one viewer, in one round trip: the candidate's attempts, bookings, group
 * memberships and the live places of the exam's sessions, and for a start also the candidate's running attempts at
 * other exams and extra time (each part only when asked for). The exam's settings
 * come from the process cache; before, these were five queries per request, each waiting for its own connection.
 * It reads the appointments and group tables of other modules for that reason only; they still own every write.
 */
export async function findViewerState(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  wanted: ViewerStateWanted,
): Promise<ViewerState> {
  const { userId, candidate } = wanted;
  const whose: SQL | undefined = candidate ? ownedBy(candidate, examResults) : undefined;
  const attempts = whose
    ? sql`coalesce((select json_agg(json_build_object('id', ${examResults.id}, 'sessionId', ${examResults.sessionId},
        'status', ${examResults.status}, 'startAnswerTime', ${examResults.startAnswerTime}))
        from ${examResults} where ${examResults.schoolId} = ${schoolId} and ${examResults.examId} = ${examId}
        and ${whose} and not ${examResults.isPreview}), '[]'::json)`
    : none;
  const booked =
    wanted.isBooked && userId !== undefined
      ? sql`coalesce((select json_agg(${appointments.sessionId}) from ${appointments}
          where ${appointments.schoolId} = ${schoolId} and ${appointments.examId} = ${examId}
          and ${appointments.userId} = ${userId} and ${appointments.status} = 'booked'), '[]'::json)`
      : none;
  const inExamGroups =
    wanted.isInExamGroups && userId !== undefined
      ? sql`exists (select 1 from ${examGroups} join ${groupMembers}
          on ${groupMembers.schoolId} = ${examGroups.schoolId} and ${groupMembers.groupId} = ${examGroups.groupId}
          where ${examGroups.schoolId} = ${schoolId} and ${examGroups.examId} = ${examId}
          and ${groupMembers.userId} = ${userId})`
      : sql`false`;
  const sessionMembers =
    wanted.isInSessionGroups && userId !== undefined
      ? sql`coalesce((select json_agg(distinct ${sessionGroups.sessionId}) from ${sessionGroups}
          join ${sessions} on ${sessions.schoolId} = ${sessionGroups.schoolId} and ${sessions.id} = ${sessionGroups.sessionId}
          join ${groupMembers} on ${groupMembers.schoolId} = ${sessionGroups.schoolId} and ${groupMembers.groupId} = ${sessionGroups.groupId}
          where ${sessions.schoolId} = ${schoolId} and ${sessions.examId} = ${examId}
          and ${groupMembers.userId} = ${userId}), '[]'::json)`
      : none;
  const remainders = wanted.remainders
    ? sql`coalesce((select json_agg(json_build_array(${sessions.id}, ${sessions.remainderNum})) from ${sessions}
        where ${sessions.schoolId} = ${schoolId} and ${sessions.examId} = ${examId}
        and ${sessions.capacity} is not null), '[]'::json)`
    : none;
  const othersInProgress =
    wanted.startChecks && whose
      ? sql`coalesce((select json_agg(json_build_object('id', ${examResults.id}, 'examId', ${examResults.examId}))
          from ${examResults} where ${examResults.schoolId} = ${schoolId} and ${examResults.examId} <> ${examId}
          and ${whose} and ${examResults.status} = 'in_progress' and not ${examResults.isPreview}), '[]'::json)`
      : none;
  const accommodation =
    wanted.startChecks && userId !== undefined
      ? sql`(select json_build_object('extraMinutes', ${accommodations.extraMinutes},
          'timeMultiplier', ${accommodations.timeMultiplier}) from ${accommodations}
          where ${accommodations.schoolId} = ${schoolId} and ${accommodations.examId} = ${examId}
          and ${accommodations.userId} = ${userId} limit 1)`
      : sql`null::json`;
  const result = await db.execute(
    sql`select json_build_object('attempts', ${attempts}, 'booked', ${booked}, 'inExamGroups', ${inExamGroups},
      'sessionMembers', ${sessionMembers}, 'remainders', ${remainders}, 'othersInProgress', ${othersInProgress},
      'accommodation', ${accommodation}) as state`,
  );
  // node-postgres parses json columns.
  const state = (result as unknown as { rows: { state: RawState }[] }).rows[0]?.state as RawState;
  return {
    attempts: state.attempts.map((attempt) => ({
      ...attempt,
      startAnswerTime: new Date(attempt.startAnswerTime),
    })),
    bookedSessionIds: new Set(state.booked),
    isInExamGroups: state.inExamGroups,
    sessionIdsWithMember: new Set(state.sessionMembers),
    remainders: new Map(state.remainders),
    othersInProgress: state.othersInProgress,
    accommodation: state.accommodation ?? undefined,
  };
}
