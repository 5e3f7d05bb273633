import { beforeAll } from 'vitest';
import { type BuildOptions, type TestAppHolder, useTestApp } from './build-app';
import { createSchool, createUser, type School, type User, type UserFields } from './factories';

/** The test app, its school, and the users it was asked for, by the names the test gave them. */
export type SchoolFixture<Name extends string> = TestAppHolder & { readonly school: School } & {
  readonly [name in Name]: User;
};

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
  const fixture = {
    get app() {
      return holder.app;
    },
    db: holder.db,
  };
  for (const name of ['school', ...Object.keys(users)]) {
    Object.defineProperty(fixture, name, {
      get: () => {
        const row = made.get(name);
        if (!row) throw new Error(`${name} is made in beforeAll: read it inside hooks and tests`);
        return row;
      },
    });
  }
  return fixture as SchoolFixture<Name>;
}
