import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { Db } from '../../db/client';
import { readDemoDefinition } from '../../db/seed/demo-school';
import { useTestApp } from '../../test/build-app';
import { createSchool, createUser } from '../../test/factories';
import { importSchoolDefinition } from './service';

const NOW = new Date('2026-06-01T08:00:00Z');

/** Every row of every table, in a stable order: what "changes nothing" is measured against. */
async function snapshot(db: Db) {
  // PGlite and node-postgres both answer execute() with { rows }.
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql.raw(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    ),
  );
  const result: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await rowsOf(sql.raw(`select * from "${String(table_name)}"`));
    result[String(table_name)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

function tenMistakes() {
  const definition = readDemoDefinition() as {
    school: { id: string };
    users: { userName: string; password: string }[];
    groups: { members: string[] }[];
    exams: Record<string, unknown>[];
  };
  const exam = (key: string) => definition.exams.find((item) => item.key === key) as Record<string, unknown>;
  definition.users[1] = {
    ...(definition.users[1] as { userName: string; password: string }),
    password: 'short',
  };
  (definition.groups[0] as { members: string[] }).members.push('nobody');
  Object.assign(exam('java-final'), { examSettingTime: -5 });
  Object.assign(exam('cert-appointment'), { organizeForm: 3 });
  Object.assign((exam('cert-appointment').sessions as object[])[1] as object, {
    beginTime: 'soon',
  });
  Object.assign(exam('private-oop'), { groups: ['class-cs-9'] });
  Object.assign(exam('outer-exam'), { endTime: 'now-2d' });
  Object.assign(exam('auth-code'), { authCode: '1234' });
  Object.assign(exam('essay-grading'), {
    attempts: [
      {
        key: 'x',
        user: 'ghost',
        paper: 'paper-essay',
        startAnswerTime: 'now-1d',
        submittedAt: 'now-1d',
        status: 'grading',
      },
    ],
  });
  Object.assign(exam('not-started'), { key: 'ended' });
  const expected = [
    'users[1].password',
    'groups[0].members[2]',
    'exams[0].examSettingTime',
    'exams[1].organizeForm',
    'exams[1].sessions[1].beginTime',
    'exams[2].groups[0]',
    'exams[4].endTime',
    'exams[13].authCode',
    'exams[6].attempts[0].user',
    'exams[12].key',
  ];
  return { definition, expected };
}

describe('exam definition import', () => {
  const holder = useTestApp({ clock: () => NOW });
  let admin: Awaited<ReturnType<typeof createUser>>;
  let otherAdmin: Awaited<ReturnType<typeof createUser>>;
  let candidate: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    const db = holder.app.database.db;
    const before = await snapshot(db);
    expect(Object.values(before).flat()).toHaveLength(0);
  });

  it('a file with ten different mistakes reports all ten with their paths and writes nothing', async () => {
    const db = holder.app.database.db;
    const before = await snapshot(db);
    const { definition, expected } = tenMistakes();
    await expect(importSchoolDefinition(db, definition, NOW)).rejects.toMatchObject({
      reason: 'VALIDATION_FAILED',
      issues: expect.any(Array),
    });
    const error = await importSchoolDefinition(db, definition, NOW).then(
      () => undefined,
      (caught: { issues: { path: string }[] }) => caught,
    );
    expect(error?.issues.map((issue) => issue.path).sort()).toEqual([...expected].sort());
    expect(await snapshot(db)).toEqual(before);
  });

  it('importing the demo twice leaves every table unchanged', async () => {
    const db = holder.app.database.db;
    const first = await importSchoolDefinition(db, readDemoDefinition(), NOW);
    expect(first.summary.created.exams).toBe(15);
    const afterFirst = await snapshot(db);
    const second = await importSchoolDefinition(db, readDemoDefinition(), NOW);
    expect(second.summary.created).toEqual({});
    expect(second.summary.updated).toEqual({});
    expect(second.summary.deleted).toEqual({});
    expect(await snapshot(db)).toEqual(afterFirst);
  });

  it('a changed file updates only what changed', async () => {
    const db = holder.app.database.db;
    const definition = readDemoDefinition() as { exams: { key: string; examName: string }[] };
    (definition.exams[0] as { examName: string }).examName = '改名后的考试';
    const result = await importSchoolDefinition(db, definition, NOW);
    expect(result.summary.updated).toEqual({ exams: 1 });
    expect(result.summary.created).toEqual({});
  });

  describe('POST /api/admin/v1/import', () => {
    beforeAll(async () => {
      const db = holder.app.database.db;
      admin = await createUser(db, 'demo', { userName: 'import-admin', role: 'exam_admin' });
      candidate = await createUser(db, 'demo', { userName: 'import-candidate' });
      const other = await createSchool(db);
      otherAdmin = await createUser(db, other.id, { role: 'exam_admin' });
    });
    const post = (who: Parameters<typeof holder.app.injectAs>[0], payload: string, contentType: string) =>
      holder.app.injectAs(who, {
        method: 'POST',
        url: '/api/admin/v1/import',
        payload,
        headers: { 'content-type': contentType },
      });

    it('an exam admin loads a JSON definition into their school', async () => {
      const response = await post({ user: admin }, JSON.stringify(readDemoDefinition()), 'application/json');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.schoolId).toBe('demo');
    });

    it('and a YAML one', async () => {
      const response = await post({ user: admin }, stringify(readDemoDefinition()), 'application/yaml');
      expect(response.statusCode).toBe(200);
    });

    it('a bad file is a 400 listing every problem, the first named in the message', async () => {
      const { definition, expected } = tenMistakes();
      const response = await post({ user: admin }, JSON.stringify(definition), 'application/json');
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.data.reason).toBe('VALIDATION_FAILED');
      expect(body.data.issues).toHaveLength(expected.length);
      expect(body.message).toMatch(/^10 problem\(s\) in the definition; first: /);
    });

    it('broken YAML is a 400, not a 500', async () => {
      const response = await post({ user: admin }, 'school: [unclosed', 'application/yaml');
      expect(response.statusCode).toBe(400);
    });

    it.each([
      { who: 'a candidate', status: 403, actor: () => ({ user: candidate }) },
      { who: "another school's admin", status: 403, actor: () => ({ user: otherAdmin }) },
      { who: 'anonymous', status: 401, actor: () => 'anonymous' as const },
    ])('$who is refused with $status', async ({ actor, status }) => {
      const response = await post(actor(), JSON.stringify(readDemoDefinition()), 'application/json');
      expect(response.statusCode).toBe(status);
    });
  });
});
