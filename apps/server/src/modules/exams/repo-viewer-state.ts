import { sql } from 'drizzle-orm';
import { type Candidate, ownerColumn, ownerId } from '../../access/candidate';
import type { DbOrTx } from '../../db/client';
import { compiledStatement } from '../../db/compiled-statement';
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

/** Which parts one read holds: the statement's shape, each built into text once per process. */
interface Shape {
  owner: Candidate['kind'] | undefined;
  user: boolean;
  booked: boolean;
  inExamGroups: boolean;
  sessionMembers: boolean;
  remainders: boolean;
  startChecks: boolean;
}
type Value = 'schoolId' | 'examId' | 'userId' | 'ownerId';

function buildViewerState(shape: Shape) {
  return compiledStatement<Value>((value) => {
    const [schoolId, examId, userId] = [value('schoolId'), value('examId'), value('userId')];
    const whose = shape.owner
      ? sql`${ownerColumn(shape.owner, examResults)} = ${value('ownerId')}`
      : undefined;
    const attempts = whose
      ? sql`coalesce((select json_agg(json_build_object('id', ${examResults.id}, 'sessionId', ${examResults.sessionId},
          'status', ${examResults.status}, 'startAnswerTime', ${examResults.startAnswerTime}))
          from ${examResults} where ${examResults.schoolId} = ${schoolId} and ${examResults.examId} = ${examId}
          and ${whose} and not ${examResults.isPreview}), '[]'::json)`
      : none;
    const booked = shape.booked
      ? sql`coalesce((select json_agg(${appointments.sessionId}) from ${appointments}
          where ${appointments.schoolId} = ${schoolId} and ${appointments.examId} = ${examId}
          and ${appointments.userId} = ${userId} and ${appointments.status} = 'booked'), '[]'::json)`
      : none;
    const inExamGroups = shape.inExamGroups
      ? sql`exists (select 1 from ${examGroups} join ${groupMembers}
          on ${groupMembers.schoolId} = ${examGroups.schoolId} and ${groupMembers.groupId} = ${examGroups.groupId}
          where ${examGroups.schoolId} = ${schoolId} and ${examGroups.examId} = ${examId}
          and ${groupMembers.userId} = ${userId})`
      : sql`false`;
    const sessionMembers = shape.sessionMembers
      ? sql`coalesce((select json_agg(distinct ${sessionGroups.sessionId}) from ${sessionGroups}
          join ${sessions} on ${sessions.schoolId} = ${sessionGroups.schoolId} and ${sessions.id} = ${sessionGroups.sessionId}
          join ${groupMembers} on ${groupMembers.schoolId} = ${sessionGroups.schoolId} and ${groupMembers.groupId} = ${sessionGroups.groupId}
          where ${sessions.schoolId} = ${schoolId} and ${sessions.examId} = ${examId}
          and ${groupMembers.userId} = ${userId}), '[]'::json)`
      : none;
    const remainders = shape.remainders
      ? sql`coalesce((select json_agg(json_build_array(${sessions.id}, ${sessions.remainderNum})) from ${sessions}
          where ${sessions.schoolId} = ${schoolId} and ${sessions.examId} = ${examId}
          and ${sessions.capacity} is not null), '[]'::json)`
      : none;
    const othersInProgress =
      shape.startChecks && whose
        ? sql`coalesce((select json_agg(json_build_object('id', ${examResults.id}, 'examId', ${examResults.examId}))
          from ${examResults} where ${examResults.schoolId} = ${schoolId} and ${examResults.examId} <> ${examId}
          and ${whose} and ${examResults.status} = 'in_progress' and not ${examResults.isPreview}), '[]'::json)`
        : none;
    const accommodation =
      shape.startChecks && shape.user
        ? sql`(select json_build_object('extraMinutes', ${accommodations.extraMinutes},
          'timeMultiplier', ${accommodations.timeMultiplier}) from ${accommodations}
          where ${accommodations.schoolId} = ${schoolId} and ${accommodations.examId} = ${examId}
          and ${accommodations.userId} = ${userId} limit 1)`
        : sql`null::json`;
    return sql`select json_build_object('attempts', ${attempts}, 'booked', ${booked}, 'inExamGroups', ${inExamGroups},
      'sessionMembers', ${sessionMembers}, 'remainders', ${remainders}, 'othersInProgress', ${othersInProgress},
      'accommodation', ${accommodation}) as state`;
  });
}

const statements = new Map<string, ReturnType<typeof buildViewerState>>();

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
  const hasUser = userId !== undefined;
  const shape: Shape = {
    owner: candidate?.kind,
    user: hasUser,
    booked: wanted.isBooked && hasUser,
    inExamGroups: wanted.isInExamGroups && hasUser,
    sessionMembers: wanted.isInSessionGroups && hasUser,
    remainders: wanted.remainders,
    startChecks: wanted.startChecks === true,
  };
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = buildViewerState(shape);
    statements.set(key, statement);
  }
  const [row] = await statement<{ state: RawState }>(db, {
    schoolId,
    examId,
    userId: userId ?? null,
    ownerId: candidate ? ownerId(candidate) : null,
  });
  // node-postgres parses json columns.
  const state = row?.state as RawState;
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
