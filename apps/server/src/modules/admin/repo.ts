import type { ExamDefinition } from '@iexam/domain/exam-definition';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching, oneOf } from '../../db/matching';
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
import type { SchoolKeys } from './school-keys';
import { syncLinks, syncRow } from './sync-rows';

type UserFields = Omit<ExamDefinition['users'][number], 'password' | 'assignments'> & {
  passwordHash: string;
};
const idOf = (result: Awaited<ReturnType<typeof syncRow>>) => ({
  outcome: result.outcome,
  id: result.row.id as number,
  changes: result.changes,
});

/** `only`: the fields the file states, the only ones an existing row gets (syncRow). */
export async function syncSchool(db: DbOrTx, school: ExamDefinition['school'], only?: ReadonlySet<string>) {
  const { outcome, row, changes } = await syncRow(
    db,
    schools,
    eq(schools.id, school.id),
    { ...school },
    {},
    only,
  );
  return { outcome, changes, timezoneHours: row.timezoneHours as number };
}

export async function findUserPasswordHash(db: DbOrTx, schoolId: string, userName: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(matching(users, { schoolId, userName }))
    .limit(1);
  return row?.passwordHash;
}

export async function syncUser(db: DbOrTx, schoolId: string, user: UserFields, only?: ReadonlySet<string>) {
  const where = matching(users, { schoolId, userName: user.userName });
  return idOf(await syncRow(db, users, where, { schoolId, ...user }, {}, only));
}

export async function syncGroup(
  db: DbOrTx,
  schoolId: string,
  group: { key: string; name: string },
  only?: ReadonlySet<string>,
) {
  const where = matching(groups, { schoolId, key: group.key });
  return idOf(await syncRow(db, groups, where, { schoolId, ...group }, {}, only));
}

export function setGroupMembers(db: DbOrTx, schoolId: string, groupId: number, userIds: number[]) {
  return syncLinks(
    db,
    groupMembers,
    matching(groupMembers, { schoolId, groupId }),
    { userId: groupMembers.userId },
    userIds.map((userId) => ({ schoolId, groupId, userId })),
  );
}

export async function syncCourse(db: DbOrTx, schoolId: string, course: ExamDefinition['courses'][number]) {
  const where = matching(courses, { schoolId, key: course.key });
  return idOf(await syncRow(db, courses, where, { schoolId, ...course }));
}

export async function syncKnowledgePoint(db: DbOrTx, schoolId: string, point: { key: string; name: string }) {
  const where = matching(knowledgePoints, { schoolId, key: point.key });
  return idOf(await syncRow(db, knowledgePoints, where, { schoolId, ...point }));
}

export async function syncAbilityDimension(
  db: DbOrTx,
  schoolId: string,
  ability: { key: string; name: string },
) {
  const where = matching(abilityDimensions, { schoolId, key: ability.key });
  return idOf(await syncRow(db, abilityDimensions, where, { schoolId, ...ability }));
}

export async function syncVideo(db: DbOrTx, schoolId: string, video: ExamDefinition['videos'][number]) {
  const where = matching(videos, { schoolId, key: video.key });
  return idOf(await syncRow(db, videos, where, { schoolId, ...video }));
}

const keyMap = (rows: { key: string; id: number }[]) => new Map(rows.map((row) => [row.key, row.id]));

/**
 * The row ids of everything the school has by key, what a file or an edited exam may name without listing it.
 * `userNames` narrows the accounts to those named (a school may have thousands).
 */
export async function findSchoolKeys(
  db: DbOrTx,
  schoolId: string,
  userNames?: string[],
): Promise<SchoolKeys & { videos: Set<string> }> {
  const named = <
    T extends typeof groups | typeof courses | typeof knowledgePoints | typeof abilityDimensions,
  >(
    table: T,
  ) =>
    db
      .select({ key: table.key, id: table.id })
      .from(table as never)
      .where(eq(table.schoolId, schoolId));
  const userRows = db
    .select({ key: users.userName, id: users.id })
    .from(users)
    .where(
      userNames === undefined
        ? matching(users, { schoolId })
        : matching(users, { schoolId, userName: oneOf(userNames) }),
    );
  const [userList, groupList, courseList, pointList, abilityList, videoList] = await Promise.all([
    userRows,
    named(groups),
    named(courses),
    named(knowledgePoints),
    named(abilityDimensions),
    db.select({ key: videos.key }).from(videos).where(matching(videos, { schoolId })),
  ]);
  return {
    users: keyMap(userList),
    groups: keyMap(groupList),
    courses: keyMap(courseList),
    knowledgePoints: keyMap(pointList),
    abilities: keyMap(abilityList),
    videos: new Set(videoList.map((row) => row.key)),
  };
}
