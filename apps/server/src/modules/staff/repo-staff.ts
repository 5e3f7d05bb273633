import { STAFF_ROLES, type StaffRole } from '@iexam/domain/staff';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import { authSessions, exams, sessions, staffAssignments, users } from '../../db/schema';

/** The school's staff accounts by user name. */
export function findStaff(db: DbOrTx, schoolId: string) {
  return db
    .select({ userId: users.id, userName: users.userName, realName: users.realName, role: users.role })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.role, [...STAFF_ROLES])))
    .orderBy(asc(users.userName));
}

/** One account of the school (any role). */
export async function findUser(db: DbOrTx, schoolId: string, userId: number) {
  const [row] = await db
    .select({ userId: users.id, userName: users.userName, role: users.role })
    .from(users)
    .where(matching(users, { schoolId, id: userId }));
  return row;
}

export async function userNameTaken(db: DbOrTx, schoolId: string, userName: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(matching(users, { schoolId, userName }));
  return row !== undefined;
}

export async function insertStaff(
  tx: DbOrTx,
  row: { schoolId: string; userName: string; realName: string; passwordHash: string; role: StaffRole },
) {
  const [created] = await tx.insert(users).values(row).returning({ userId: users.id });
  return created?.userId as number;
}

export async function setRole(tx: DbOrTx, schoolId: string, userId: number, role: StaffRole) {
  await tx
    .update(users)
    .set({ role })
    .where(matching(users, { schoolId, id: userId }));
}

/** Every assignment of the school's staff with the exam's and session's names (deleted exams left out). */
export function findAssignmentsNamed(db: DbOrTx, schoolId: string) {
  return db
    .select({
      userId: staffAssignments.userId,
      examId: staffAssignments.examId,
      examName: exams.examName,
      sessionId: staffAssignments.sessionId,
      sessionName: sessions.sessionName,
    })
    .from(staffAssignments)
    .innerJoin(exams, joinedOn(exams.id, staffAssignments.examId))
    .leftJoin(sessions, joinedOn(sessions.id, staffAssignments.sessionId))
    .where(and(eq(staffAssignments.schoolId, schoolId), isNull(exams.deletedAt)))
    .orderBy(asc(exams.examName), asc(sessions.sessionName));
}

/** The school's (not deleted) exams and their sessions among the given exam ids. */
export async function findExamsAndSessions(db: DbOrTx, schoolId: string, examIds: number[]) {
  const [examRows, sessionRows] = await Promise.all([
    db
      .select({ id: exams.id })
      .from(exams)
      .where(and(matching(exams, { schoolId, id: oneOf(examIds) }), isNull(exams.deletedAt))),
    db
      .select({ id: sessions.id, examId: sessions.examId })
      .from(sessions)
      .where(matching(sessions, { schoolId, examId: oneOf(examIds) })),
  ]);
  return { examIds: new Set(examRows.map((row) => row.id)), sessions: sessionRows };
}

/** Replaces a user's assignments with `wanted`. */
export async function replaceAssignments(
  tx: DbOrTx,
  schoolId: string,
  userId: number,
  wanted: { examId: number; sessionId: number | null }[],
) {
  await tx.delete(staffAssignments).where(matching(staffAssignments, { schoolId, userId }));
  if (wanted.length > 0)
    await tx.insert(staffAssignments).values(wanted.map((row) => ({ schoolId, userId, ...row })));
}

/** The school's exams (not deleted) with their sessions, by name: what an assignment may name. */
export async function findAssignableExams(db: DbOrTx, schoolId: string) {
  const [examRows, sessionRows] = await Promise.all([
    db
      .select({ examId: exams.id, examName: exams.examName })
      .from(exams)
      .where(and(eq(exams.schoolId, schoolId), isNull(exams.deletedAt)))
      .orderBy(asc(exams.examName)),
    db
      .select({ sessionId: sessions.id, sessionName: sessions.sessionName, examId: sessions.examId })
      .from(sessions)
      .where(eq(sessions.schoolId, schoolId))
      .orderBy(asc(sessions.beginTime)),
  ]);
  return examRows.map((exam) => ({
    ...exam,
    sessions: sessionRows
      .filter((session) => session.examId === exam.examId)
      .map(({ sessionId, sessionName }) => ({ sessionId, sessionName })),
  }));
}

/** The login sessions a user has open. */
export async function findSessionIdsOf(db: DbOrTx, schoolId: string, userId: number) {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(matching(authSessions, { schoolId, userId }));
  return rows.map((row) => row.id);
}
