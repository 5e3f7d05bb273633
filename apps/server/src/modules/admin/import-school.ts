import type { ExamDefinition, StatedFields } from '@iexam/domain/exam-definition';
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
import { countChanges, countLinks, countRow, type ImportSummary } from './summary';
import type { FieldChange } from './sync-rows';

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

/** A hash is no one's business, not even in the audit log: a changed password shows as changed, not as what. */
const hidingHashes = (changes: FieldChange[]) =>
  changes.map((change) =>
    change.field === 'passwordHash' ? { field: 'password', from: '********', to: '********' } : change,
  );

/**
 * The school row, its accounts, groups with members, courses, knowledge points, ability dimensions and videos.
 * With `stated`, rows the school already has get only the fields the file states; returns the school's time zone
 * as stored, the default of the exams it creates.
 */
export async function importSchool(
  db: DbOrTx,
  definition: ExamDefinition,
  summary: ImportSummary,
  hasher: PasswordHasher = hashPassword,
  /** The school's rows the file may name without listing them (findSchoolKeys). */
  known?: SchoolKeys,
  stated?: StatedFields,
): Promise<{ keys: SchoolKeys; timezoneHours: number }> {
  const schoolId = definition.school.id;
  const school = await syncSchool(db, definition.school, stated?.school);
  countChanges(summary, 'schools', schoolId, school);
  const keys: SchoolKeys = {
    users: new Map(known?.users),
    groups: new Map(known?.groups),
    courses: new Map(known?.courses),
    knowledgePoints: new Map(known?.knowledgePoints),
    abilities: new Map(known?.abilities),
  };

  for (const [index, { password, assignments: _assignments, ...user }] of definition.users.entries()) {
    const passwordHash = await passwordHashFor(db, schoolId, user.userName, password, hasher);
    const statedFields = stated?.users[index];
    const only = statedFields && new Set([...statedFields, 'passwordHash']);
    const synced = await syncUser(db, schoolId, { ...user, passwordHash }, only);
    countChanges(summary, 'users', user.userName, { ...synced, changes: hidingHashes(synced.changes) });
    keys.users.set(user.userName, synced.id);
  }
  for (const [index, { members, ...group }] of definition.groups.entries()) {
    const synced = await syncGroup(db, schoolId, group, stated?.groups[index]);
    countChanges(summary, 'groups', group.key, synced);
    const id = synced.id;
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
  return { keys, timezoneHours: school.timezoneHours };
}
