import { beforeAll } from 'vitest';
import { type BuildOptions, type TestAppHolder, useTestApp } from './build-app';
import {
  createAttempt,
  createAttemptOnFullPaper,
  createExam,
  createExamRules,
  createFullPaper,
  createGroup,
  createOpenCandidate,
  createOpenExam,
  createPaper,
  createSchool,
  createSession,
  createUser,
  type School,
  type User,
  type UserFields,
} from './factories';

type Rest<F extends (...args: never[]) => unknown> = F extends (db: never, ...rest: infer R) => infer T
  ? (...rest: R) => T
  : never;
type InSchool<F extends (...args: never[]) => unknown> = F extends (
  db: never,
  schoolId: string,
  ...rest: infer R
) => infer T
  ? (...rest: R) => T
  : never;

/** The builders of factories.ts on the fixture's database, the school's own ones in its school. */
export interface Builders {
  newUser: InSchool<typeof createUser>;
  newGroup: InSchool<typeof createGroup>;
  newExam: InSchool<typeof createExam>;
  newOpenExam: InSchool<typeof createOpenExam>;
  newExamRules: Rest<typeof createExamRules>;
  newSession: Rest<typeof createSession>;
  newOpenCandidate: Rest<typeof createOpenCandidate>;
  newPaper: Rest<typeof createPaper>;
  newFullPaper: Rest<typeof createFullPaper>;
  newAttempt: Rest<typeof createAttempt>;
  newAttemptOnFullPaper: Rest<typeof createAttemptOnFullPaper>;
}

/** The test app, its school, the users it was asked for (by the names the test gave them), and the builders. */
export type SchoolFixture<Name extends string> = TestAppHolder &
  Builders & { readonly school: School } & { readonly [name in Name]: User };

/**
 * The app of a test file and one school with the named users (staff or candidates, made in the order given), all
 * made before the file's tests: `useSchool({ clock }, { admin: { role: 'exam_admin' }, candidate: {} })`, then
 * `given.school`, `given.admin`, `given.candidate`, `given.app`, `given.db()` inside hooks and tests.
 */
export function useSchool<Name extends string = never>(
  options: BuildOptions & { school?: Parameters<typeof createSchool>[1] } = {},
  users: Record<Name, UserFields> = {} as Record<Name, UserFields>,
): SchoolFixture<Name> {
  const { school: schoolFields, ...appOptions } = options;
  const holder = useTestApp(appOptions);
  const made = new Map<string, School | User>();
  beforeAll(async () => {
    const school = await createSchool(holder.db(), schoolFields);
    made.set('school', school);
    for (const [name, fields] of Object.entries<UserFields>(users)) {
      made.set(name, await createUser(holder.db(), school.id, fields));
    }
  });
  const row = (name: string) => {
    const found = made.get(name);
    if (!found) throw new Error(`${name} is made in beforeAll: read it inside hooks and tests`);
    return found;
  };
  const school = () => row('school') as School;
  const fixture = {
    get app() {
      return holder.app;
    },
    db: holder.db,
    newUser: (fields) => createUser(holder.db(), school().id, fields),
    newGroup: (memberIds) => createGroup(holder.db(), school().id, memberIds),
    newExam: (fields) => createExam(holder.db(), school().id, fields),
    newOpenExam: (fields) => createOpenExam(holder.db(), school().id, fields),
    newExamRules: (exam, ...rules) => createExamRules(holder.db(), exam, ...rules),
    newSession: (exam, fields) => createSession(holder.db(), exam, fields),
    newOpenCandidate: (exam, fields) => createOpenCandidate(holder.db(), exam, fields),
    newPaper: (exam) => createPaper(holder.db(), exam),
    newFullPaper: (exam) => createFullPaper(holder.db(), exam),
    newAttempt: (exam, fields) => createAttempt(holder.db(), exam, fields),
    newAttemptOnFullPaper: (exam, fields) => createAttemptOnFullPaper(holder.db(), exam, fields),
  } satisfies TestAppHolder & Builders;
  for (const name of ['school', ...Object.keys(users)]) {
    Object.defineProperty(fixture, name, {
      get: () => row(name),
    });
  }
  return fixture as SchoolFixture<Name>;
}
