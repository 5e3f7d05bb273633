import type { ExamDefinition } from '@iexam/domain/exam-definition';
import type { DbOrTx } from '../../db/client';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import {
  findUserPasswordHash,
  setGroupMembers,
  syncAbilityDimension,
  syncCourse,
  syncGroup,
  syncKnowledgePoint,
  syncSchool,
  syncUser,
  syncVideo,
} from './repo';
import { idFor, type SchoolKeys } from './school-keys';
import { countLinks, countRow, type ImportSummary } from './summary';

export { idFor, type SchoolKeys };

/** Turns a password into its stored hash; the default is a fresh argon2id hash per user. */
export type PasswordHasher = (password: string) => Promise<string>;

/** A salted hash differs every time: keep the stored one while the password still matches it. */
async function passwordHashFor(
  db: DbOrTx,
  schoolId: string,
  userName: string,
  password: string,
  hasher: PasswordHasher,
) {
  const stored = await findUserPasswordHash(db, schoolId, userName);
  if (stored && (await verifyPassword(stored, password))) return stored;
  return hasher(password);
}

/** The school row, its accounts, groups with members, courses, knowledge points, ability dimensions and videos. */
export async function importSchool(
  db: DbOrTx,
  definition: ExamDefinition,
  summary: ImportSummary,
  hasher: PasswordHasher = hashPassword,
  /** The school's rows the file may name without listing them (findSchoolKeys). */
  known?: SchoolKeys,
): Promise<SchoolKeys> {
  const schoolId = definition.school.id;
  countRow(summary, 'schools', await syncSchool(db, definition.school));
  const keys: SchoolKeys = {
    users: new Map(known?.users),
    groups: new Map(known?.groups),
    courses: new Map(known?.courses),
    knowledgePoints: new Map(known?.knowledgePoints),
    abilities: new Map(known?.abilities),
  };

  for (const { password, assignments: _assignments, ...user } of definition.users) {
    const passwordHash = await passwordHashFor(db, schoolId, user.userName, password, hasher);
    const { outcome, id } = await syncUser(db, schoolId, { ...user, passwordHash });
    countRow(summary, 'users', outcome);
    keys.users.set(user.userName, id);
  }
  for (const { members, ...group } of definition.groups) {
    const { outcome, id } = await syncGroup(db, schoolId, group);
    countRow(summary, 'groups', outcome);
    keys.groups.set(group.key, id);
    // An exported exam names its groups without their members (no users in it): importing it keeps them.
    if (members === undefined) continue;
    const userIds = members.map((member) => idFor(keys.users, member));
    countLinks(summary, 'groupMembers', await setGroupMembers(db, schoolId, id, userIds));
  }
  for (const course of definition.courses) {
    const { outcome, id } = await syncCourse(db, schoolId, course);
    countRow(summary, 'courses', outcome);
    keys.courses.set(course.key, id);
  }
  for (const point of definition.knowledgePoints) {
    const { outcome, id } = await syncKnowledgePoint(db, schoolId, point);
    countRow(summary, 'knowledgePoints', outcome);
    keys.knowledgePoints.set(point.key, id);
  }
  for (const ability of definition.abilityDimensions) {
    const { outcome, id } = await syncAbilityDimension(db, schoolId, ability);
    countRow(summary, 'abilityDimensions', outcome);
    keys.abilities.set(ability.key, id);
  }
  for (const video of definition.videos)
    countRow(summary, 'videos', (await syncVideo(db, schoolId, video)).outcome);
  return keys;
}
