import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn } from '../../db/matching';
import { examGroups, exams, groupMembers, sessionGroups, sessions } from '../../db/schema';

export interface VisibleExamFilter {
  /** Only exams in appointment mode (the reservation service's list). */
  isAppointment?: boolean;
  /** Part of the exam name, any case. */
  nameContains?: string | undefined;
  /** Only exams with a session at this exam site. */
  locationCode?: string | undefined;
}

/** Public exams, and private ones of a group the user belongs to (per exam or per session): SPEC §6. */
function visibleTo(schoolId: string, userId: number, filter: VisibleExamFilter): SQL | undefined {
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
  const atLocation = sql`exists (
    select 1 from ${sessions} where ${sessions.schoolId} = ${exams.schoolId} and ${sessions.examId} = ${exams.id}
      and ${sessions.locationCode} = ${filter.locationCode ?? ''})`;
  // LIKE wildcards typed by a candidate are searched for literally.
  const pattern = filter.nameContains
    ? `%${filter.nameContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : undefined;
  return and(
    eq(exams.schoolId, schoolId),
    isNull(exams.deletedAt),
    eq(exams.examStatus, 1),
    or(eq(exams.isPublic, 1), inExamGroup, inSessionGroup),
    filter.isAppointment ? eq(exams.examAppointment, 1) : undefined,
    pattern ? ilike(exams.examName, pattern) : undefined,
    filter.locationCode ? atLocation : undefined,
  );
}

/** Exams a candidate may see, by begin time; a page of them when `page` is given, with the total. */
export async function findExamsVisibleToUser(
  db: DbOrTx,
  schoolId: string,
  userId: number,
  filter: VisibleExamFilter = {},
  page?: { limit: number; offset: number },
) {
  const where = visibleTo(schoolId, userId, filter);
  const sessionCounts = db
    .select({ examId: sessions.examId, sessionCount: count().as('session_count') })
    .from(sessions)
    .where(eq(sessions.schoolId, schoolId))
    .groupBy(sessions.examId)
    .as('session_counts');
  const query = db
    .select({
      examId: exams.id,
      examName: exams.examName,
      examType: exams.examType,
      organizeForm: exams.organizeForm,
      beginTime: exams.beginTime,
      endTime: exams.endTime,
      timezoneHours: exams.timezoneHours,
      paperScore: exams.paperScore,
      examSettingTime: exams.examSettingTime,
      cover: exams.cover,
      isSharedExam: exams.isSharedExam,
      sessionCount: sql<number>`coalesce(${sessionCounts.sessionCount}, 0)::int`,
    })
    .from(exams)
    .leftJoin(sessionCounts, eq(sessionCounts.examId, exams.id))
    .where(where)
    .orderBy(sql`${exams.beginTime} asc nulls last`, asc(exams.id));
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(exams).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The distinct exam sites of the school's appointment sessions, by site code. */
export async function findSessionLocations(db: DbOrTx, schoolId: string) {
  return db
    .selectDistinct({ locationCode: sessions.locationCode, locationName: sessions.locationName })
    .from(sessions)
    .innerJoin(exams, joinedOn(exams.id, sessions.examId))
    .where(
      and(
        eq(sessions.schoolId, schoolId),
        eq(exams.examAppointment, 1),
        isNull(exams.deletedAt),
        sql`${sessions.locationCode} <> ''`,
      ),
    )
    .orderBy(sessions.locationCode, sessions.locationName);
}
