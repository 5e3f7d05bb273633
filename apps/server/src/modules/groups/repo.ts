import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import { examGroups, groupMembers, groups, sessionGroups } from '../../db/schema';

export async function findGroupsOfExam(db: DbOrTx, schoolId: string, examId: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(examGroups)
    .innerJoin(groups, joinedOn(groups.id, examGroups.groupId))
    .where(matching(examGroups, { schoolId, examId }))
    .orderBy(groups.id);
}

export async function findGroupsOfSession(db: DbOrTx, schoolId: string, sessionId: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(sessionGroups)
    .innerJoin(groups, joinedOn(groups.id, sessionGroups.groupId))
    .where(matching(sessionGroups, { schoolId, sessionId }))
    .orderBy(groups.id);
}

export async function isMemberOfAny(db: DbOrTx, schoolId: string, groupIds: number[], userId: number) {
  if (groupIds.length === 0) return false;
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(matching(groupMembers, { schoolId, groupId: oneOf(groupIds), userId }))
    .limit(1);
  return rows.length > 0;
}
