import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { examGroups, exams, groupMembers, sessionGroups, sessions } from '../../db/schema';

/** Exams a candidate may see in the portal: public ones, and private ones of a group they belong to. */
export async function findExamsVisibleToUser(db: DbOrTx, schoolId: string, userId: number) {
  const inExamGroup = sql`exists (
    select 1 from ${examGroups} join ${groupMembers}
      on ${groupMembers.schoolId} = ${examGroups.schoolId} and ${groupMembers.groupId} = ${examGroups.groupId}
    where ${examGroups.schoolId} = ${exams.schoolId} and ${examGroups.examId} = ${exams.id}
      and ${groupMembers.userId} = ${userId})`;
  const inSessionGroup = sql`exists (
    select 1 from ${sessions}
      join ${sessionGroups} on ${sessionGroups.schoolId} = ${sessions.schoolId} and ${sessionGroups.sessionId} = ${sessions.id}
      join ${groupMembers} on ${groupMembers.schoolId} = ${sessionGroups.schoolId} and ${groupMembers.groupId} = ${sessionGroups.groupId}
    where ${sessions.schoolId} = ${exams.schoolId} and ${sessions.examId} = ${exams.id}
      and ${groupMembers.userId} = ${userId})`;
  const sessionCounts = db
    .select({ examId: sessions.examId, sessionCount: count().as('session_count') })
    .from(sessions)
    .where(eq(sessions.schoolId, schoolId))
    .groupBy(sessions.examId)
    .as('session_counts');
  return db
    .select({
      examId: exams.id,
      examName: exams.examName,
      examType: exams.examType,
      organizeForm: exams.organizeForm,
      beginTime: exams.beginTime,
      endTime: exams.endTime,
      paperScore: exams.paperScore,
      examSettingTime: exams.examSettingTime,
      cover: exams.cover,
      sessionCount: sql<number>`coalesce(${sessionCounts.sessionCount}, 0)::int`,
    })
    .from(exams)
    .leftJoin(sessionCounts, eq(sessionCounts.examId, exams.id))
    .where(
      and(
        eq(exams.schoolId, schoolId),
        isNull(exams.deletedAt),
        eq(exams.examStatus, 1),
        or(eq(exams.isPublic, 1), inExamGroup, inSessionGroup),
      ),
    )
    .orderBy(sql`${exams.beginTime} asc nulls last`, asc(exams.id));
}
