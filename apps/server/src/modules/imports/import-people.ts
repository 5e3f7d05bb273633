import type { SchoolDefinition } from '@iexam/domain/school-definition';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  abilityDimensions,
  courses,
  groupMembers,
  groups,
  knowledgePoints,
  schools,
  users,
  videos,
} from '../../db/schema';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { count, type ImportSummary, syncLinks, syncRow } from './sync';

export type KeyMap = Map<string, number>;

export interface SchoolKeys {
  users: KeyMap;
  groups: KeyMap;
  courses: KeyMap;
  knowledgePoints: KeyMap;
  abilities: KeyMap;
}

function record(summary: ImportSummary, entity: string, outcome: Parameters<typeof count>[1]) {
  count(summary, outcome, entity);
}

/** The school itself, its accounts, groups, courses, knowledge points, ability dimensions and videos. */
export async function importSchoolAndPeople(tx: Tx, definition: SchoolDefinition, summary: ImportSummary) {
  const schoolId = definition.school.id;
  const school = await syncRow(tx, schools, eq(schools.id, schoolId), { ...definition.school });
  record(summary, 'schools', school.outcome);

  const keys: SchoolKeys = {
    users: new Map(),
    groups: new Map(),
    courses: new Map(),
    knowledgePoints: new Map(),
    abilities: new Map(),
  };
  for (const { password, ...user } of definition.users) {
    const where = and(eq(users.schoolId, schoolId), eq(users.userName, user.userName));
    const [existing] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(where)
      .limit(1);
    // A salted hash differs every time: keep the stored one while the password still matches it.
    const passwordHash =
      existing && (await verifyPassword(existing.passwordHash, password))
        ? existing.passwordHash
        : await hashPassword(password);
    const result = await syncRow(tx, users, where, { schoolId, ...user, passwordHash });
    record(summary, 'users', result.outcome);
    keys.users.set(user.userName, result.row.id as number);
  }

  for (const group of definition.groups) {
    const result = await syncRow(tx, groups, and(eq(groups.schoolId, schoolId), eq(groups.key, group.key)), {
      schoolId,
      key: group.key,
      name: group.name,
    });
    record(summary, 'groups', result.outcome);
    const groupId = result.row.id as number;
    keys.groups.set(group.key, groupId);
    const links = await syncLinks(
      tx,
      groupMembers,
      and(eq(groupMembers.schoolId, schoolId), eq(groupMembers.groupId, groupId)),
      { userId: groupMembers.userId },
      ['userId'],
      group.members.map((member) => ({ schoolId, groupId, userId: keys.users.get(member) })),
    );
    count(summary, 'created', 'groupMembers', links.created);
    count(summary, 'deleted', 'groupMembers', links.deleted);
  }

  const keyed = [
    { list: definition.courses, table: courses, map: keys.courses, entity: 'courses' },
    {
      list: definition.knowledgePoints,
      table: knowledgePoints,
      map: keys.knowledgePoints,
      entity: 'knowledgePoints',
    },
    {
      list: definition.abilityDimensions,
      table: abilityDimensions,
      map: keys.abilities,
      entity: 'abilityDimensions',
    },
    { list: definition.videos, table: videos, map: new Map<string, number>(), entity: 'videos' },
  ] as const;
  for (const { list, table, map, entity } of keyed) {
    for (const item of list) {
      const where = and(eq(table.schoolId, schoolId), eq(table.key, item.key));
      const result = await syncRow(tx, table, where, { schoolId, ...item });
      record(summary, entity, result.outcome);
      map.set(item.key, result.row.id as number);
    }
  }
  return keys;
}
