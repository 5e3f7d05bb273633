import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { joinedOn, matching, oneOf } from '../../db/matching';
import {
  type abilityDimensions,
  groupMembers,
  type groups,
  type knowledgePoints,
  users,
} from '../../db/schema';

export type NamedTable = typeof groups | typeof knowledgePoints | typeof abilityDimensions;

export async function findNamedId(db: DbOrTx, table: NamedTable, schoolId: string, key: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table as typeof groups)
    .where(matching(table as typeof groups, { schoolId, key }))
    .limit(1);
  return row?.id;
}

export async function insertNamed(
  db: DbOrTx,
  table: NamedTable,
  row: { schoolId: string; key: string; name: string },
) {
  await db.insert(table as typeof groups).values(row);
}

export function findGroupMembers(db: DbOrTx, schoolId: string, groupId: number) {
  return db
    .select({
      userName: users.userName,
      realName: users.realName,
      userCode: users.userCode,
      mobile: users.mobile,
      email: users.email,
    })
    .from(groupMembers)
    .innerJoin(users, joinedOn(users.id, groupMembers.userId))
    .where(matching(groupMembers, { schoolId, groupId }))
    .orderBy(asc(users.userName));
}

/** The school's accounts of these user names, with whether each is in the group already. */
export async function findAccountsByName(db: DbOrTx, schoolId: string, groupId: number, userNames: string[]) {
  const [accounts, members] = [
    await db
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(matching(users, { schoolId, userName: oneOf(userNames) })),
    await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(matching(groupMembers, { schoolId, groupId })),
  ];
  const memberIds = new Set(members.map((row) => row.userId));
  return new Map(accounts.map((row) => [row.userName, { id: row.id, isMember: memberIds.has(row.id) }]));
}

export async function addGroupMembers(db: DbOrTx, schoolId: string, groupId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(groupMembers)
    .values(userIds.map((userId) => ({ schoolId, groupId, userId })))
    .onConflictDoNothing();
}
