import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Candidate, ownerColumn, ownerId } from '../../access/candidate';
import type { DbOrTx } from '../../db/client';
import { compiledStatement } from '../../db/compiled-statement';
import { joinedOn, matching } from '../../db/matching';
import {
  accommodations,
  courses,
  examCourses,
  examGroups,
  examResults,
  examRules,
  exams,
  groupMembers,
  sessionGroups,
  sessions,
} from '../../db/schema';
import type { AttemptStatus } from '../../db/schema/attempts';

/** The exam row, deleted or not: the info call tells "deleted" from "no data" (SPEC §8). */
export async function findExam(db: DbOrTx, schoolId: string, examId: number) {
  const [row] = await db
    .select()
    .from(exams)
    .where(matching(exams, { schoolId, id: examId }))
    .limit(1);
  return row;
}

export async function findSessionsOfExam(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select()
    .from(sessions)
    .where(matching(sessions, { schoolId, examId }))
    .orderBy(sessions.beginTime, sessions.id);
}

export async function findExamRules(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({ ruleType: examRules.ruleType, ruleValue: examRules.ruleValue })
    .from(examRules)
    .where(matching(examRules, { schoolId, examId }))
    .orderBy(examRules.ruleType);
}

export async function isInExamGroups(db: DbOrTx, schoolId: string, examId: number, userId: number) {
  const rows = await db
    .select({ groupId: examGroups.groupId })
    .from(examGroups)
    .innerJoin(groupMembers, joinedOn(groupMembers.groupId, examGroups.groupId))
    .where(
      and(eq(examGroups.schoolId, schoolId), eq(examGroups.examId, examId), eq(groupMembers.userId, userId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** The exam's sessions whose groups the user belongs to (private-by-session exams, isPublic 2). */
export async function findSessionIdsWithMember(db: DbOrTx, schoolId: string, examId: number, userId: number) {
  const rows = await db
    .selectDistinct({ sessionId: sessionGroups.sessionId })
    .from(sessionGroups)
    .innerJoin(sessions, joinedOn(sessions.id, sessionGroups.sessionId))
    .innerJoin(groupMembers, joinedOn(groupMembers.groupId, sessionGroups.groupId))
    .where(
      and(eq(sessions.schoolId, schoolId), eq(sessions.examId, examId), eq(groupMembers.userId, userId)),
    );
  return new Set(rows.map((row) => row.sessionId));
}

export async function belongsToAnyGroup(db: DbOrTx, schoolId: string, userId: number) {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(matching(groupMembers, { schoolId, userId }))
    .limit(1);
  return rows.length > 0;
}

type HistoryValue = 'schoolId' | 'examId' | 'ownerId' | 'limit';

function buildAttemptHistory(owner: Candidate['kind']) {
  return compiledStatement<HistoryValue>(
    (value) => sql`select ${examResults.id} as "examResultId", ${examResults.sessionId} as "sessionId",
      ${examResults.startAnswerTime} as "startAnswerTime", ${examResults.status} as "status",
      ${examResults.score} as "score", ${examResults.isPassed} as "isPassed", ${examResults.isScoring} as "isScoring",
      count(*) over () as "total"
      from ${examResults}
      where ${examResults.schoolId} = ${value('schoolId')} and ${examResults.examId} = ${value('examId')}
      and ${ownerColumn(owner, examResults)} = ${value('ownerId')}
      and not ${examResults.isPreview} and ${examResults.status} <> 'in_progress'
      order by ${examResults.startAnswerTime} desc, ${examResults.id} desc
      limit ${value('limit')}`,
  );
}

/** Every info read runs one of these: compiled once per owner kind (decision 0044). */
const attemptHistory = { account: buildAttemptHistory('account'), open: buildAttemptHistory('open') };

interface HistoryRow {
  examResultId: number;
  sessionId: number | null;
  /** Raw statements get PostgreSQL's text for a timestamp, numeric and bigint (no column to map them by). */
  startAnswerTime: string;
  status: AttemptStatus;
  score: string | null;
  isPassed: boolean | null;
  isScoring: number;
  total: string;
}

/**
 * SPEC §7 attempt history: finished attempts, newest first, one page, with the count of all of them. The window
 * count is taken before the limit, so page and total come in one round trip.
 */
export async function findAttemptHistory(
  db: DbOrTx,
  schoolId: string,
  examId: number,
  candidate: Candidate,
  limit: number,
) {
  const rows = await attemptHistory[candidate.kind]<HistoryRow>(db, {
    schoolId,
    examId,
    ownerId: ownerId(candidate),
    limit,
  });
  return {
    records: rows.map(({ total: _total, startAnswerTime, score, ...record }) => ({
      ...record,
      startAnswerTime: new Date(startAnswerTime),
      score: score === null ? null : Number(score),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Linked courses of an exam (learning materials), in their listed order. */
export async function findLinkedCourseIds(db: DbOrTx, schoolId: string, examId: number) {
  const rows = await db
    .select({ id: examCourses.courseId })
    .from(examCourses)
    .where(matching(examCourses, { schoolId, examId }))
    .orderBy(examCourses.position);
  return rows.map((row) => row.id);
}

export async function findCourses(db: DbOrTx, schoolId: string, ids: number[], onlyPublished: boolean) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.schoolId, schoolId),
        inArray(courses.id, ids),
        onlyPublished ? eq(courses.status, 1) : undefined,
      ),
    );
}

export async function findAccommodation(db: DbOrTx, schoolId: string, examId: number, userId: number) {
  const [row] = await db
    .select({ extraMinutes: accommodations.extraMinutes, timeMultiplier: accommodations.timeMultiplier })
    .from(accommodations)
    .where(matching(accommodations, { schoolId, examId, userId }))
    .limit(1);
  return row;
}
