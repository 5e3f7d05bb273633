import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { abilityDimensions, courses, groupMembers, groups, knowledgePoints, videos } from '../../db/schema';

/** The school's groups in key order, each with how many members it has. */
export async function findGroupsWithCounts(db: DbOrTx, schoolId: string) {
  const [rows, counts] = await Promise.all([
    db
      .select({ key: groups.key, name: groups.name, id: groups.id })
      .from(groups)
      .where(matching(groups, { schoolId }))
      .orderBy(asc(groups.key)),
    db
      .select({ groupId: groupMembers.groupId, n: count() })
      .from(groupMembers)
      .where(matching(groupMembers, { schoolId }))
      .groupBy(groupMembers.groupId),
  ]);
  const members = new Map(counts.map((row) => [row.groupId, Number(row.n)]));
  return rows.map(({ id, ...group }) => ({ ...group, memberCount: members.get(id) ?? 0 }));
}

/** What an exam may name: the school's knowledge points, abilities, videos and courses, in key order. */
export async function findNamedReferences(db: DbOrTx, schoolId: string) {
  const keyAndName = (table: typeof knowledgePoints | typeof abilityDimensions | typeof videos) =>
    db
      .select({ key: table.key, name: table.name })
      .from(table as typeof knowledgePoints)
      .where(eq(table.schoolId, schoolId))
      .orderBy(asc(table.key));
  const [knowledgePointList, abilityList, videoList, courseList] = await Promise.all([
    keyAndName(knowledgePoints),
    keyAndName(abilityDimensions),
    keyAndName(videos),
    db
      .select({ key: courses.key, title: courses.title })
      .from(courses)
      .where(matching(courses, { schoolId }))
      .orderBy(asc(courses.key)),
  ]);
  return {
    knowledgePoints: knowledgePointList,
    abilityDimensions: abilityList,
    videos: videoList,
    courses: courseList,
  };
}
