import { AppError } from '@iexam/domain/errors';
import { MAX_OUTPUT_LIMIT_KB } from '@iexam/domain/judge';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readDemoDefinition, seedDemoSchool } from '../../cli/demo/demo-school';
import {
  answers,
  appointments,
  examResults,
  exams,
  openCandidates,
  redemptionCodes,
  sessions,
  subjects,
  users,
} from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { createSchool, createUser } from '../../test/factories';
import { demoWithTenMistakes, snapshotTables } from './import-fixtures';
import { importExamDefinition } from './service/import-exam-definition';
import { readExamDefinition } from './service/read-exam-definition';

const NOW = new Date('2026-06-01T08:00:00Z');
const URL = '/api/admin/v1/import';

describe('exam definition import', () => {
  const holder = useTestApp({ clock: () => NOW });
  const demoUser = async (userName: string) => {
    const [row] = await holder
      .db()
      .select()
      .from(users)
      .where(and(eq(users.schoolId, 'demo'), eq(users.userName, userName)));
    if (!row) throw new Error(`no demo user ${userName}`);
    return row;
  };
  const postYaml = async (userName: string, definition: unknown) =>
    holder.app.injectAs(
      { user: await demoUser(userName) },
      {
        method: 'POST',
        url: URL,
        payload: stringify(definition),
        headers: { 'content-type': 'application/yaml' },
      },
    );

  it('a file with ten different mistakes reports all ten and writes nothing into an empty database', async () => {
    const { definition, paths } = demoWithTenMistakes();
    const error = await importExamDefinition(holder.db(), definition, NOW).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).issues?.map((issue) => issue.path).sort()).toEqual([...paths].sort());
    const tables = await snapshotTables(holder.db());
    expect(
      Object.entries(tables)
        .filter(([, rows]) => rows.length > 0)
        .map(([table]) => table),
    ).toEqual([]);
  });

  it('importing the demo twice leaves every table unchanged (seeded, then posted as YAML and as JSON)', async () => {
    expect(await seedDemoSchool(holder.db(), NOW)).toBe(true);
    expect(await seedDemoSchool(holder.db(), NOW)).toBe(false);
    const afterSeed = await snapshotTables(holder.db());
    const yaml = await postYaml('admin', readDemoDefinition());
    expect(yaml.statusCode).toBe(200);
    const { summary } = yaml.json().data;
    expect([summary.created, summary.updated, summary.deleted]).toEqual([{}, {}, {}]);
    expect(summary.unchanged).toMatchObject({ schools: 1, users: 11, exams: 19, subjects: 37, attempts: 3 });
    const json = await holder.app.injectAs(
      { user: await demoUser('admin') },
      { method: 'POST', url: URL, payload: readDemoDefinition() as object },
    );
    expect(json.statusCode).toBe(200);
    expect(json.json().data.summary.updated).toEqual({});
    expect(await snapshotTables(holder.db())).toEqual(afterSeed);

    // Each post is in the audit log, with who and what it changed; a candidate may not read the log.
    const audit = await holder.app.injectAs(
      { user: await demoUser('admin') },
      { method: 'GET', url: '/api/admin/v1/audit?target=school:demo' },
    );
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data.list;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actor: 'admin', action: 'school.import', target: 'school:demo' });
    expect(entries[0].detail.unchanged).toMatchObject({ exams: 19 });
    const refused = await holder.app.injectAs(
      { user: await demoUser('student1') },
      { method: 'GET', url: '/api/admin/v1/audit' },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('a past attempt is stored with the answers that give its score; a score they do not give is refused', async () => {
    const definition = readDemoDefinition() as {
      exams: { key: string; attempts: Record<string, unknown>[] }[];
    };
    const limitReached = definition.exams.find((exam) => exam.key === 'limit-reached');
    Object.assign(limitReached?.attempts[0] ?? {}, { score: 85 });
    const refused = await importExamDefinition(holder.db(), definition, NOW).catch(
      (caught: unknown) => caught,
    );
    expect((refused as AppError).issues).toContainEqual({
      path: `exams[${definition.exams.indexOf(limitReached as never)}].attempts[0].score`,
      message: 'the answers give 100',
      messageKey: 'validation.pastAttempts.scoreGiven',
      params: { score: '100' },
    });

    await seedDemoSchool(holder.db(), NOW);
    const [exam] = await holder.db().select().from(exams).where(eq(exams.key, 'limit-reached'));
    const [attempt] = await holder
      .db()
      .select()
      .from(examResults)
      .where(eq(examResults.examId, exam?.id ?? 0));
    expect(attempt).toMatchObject({ status: 'graded', score: 100, isPassed: true });
    const stored = await holder
      .db()
      .select()
      .from(answers)
      .where(eq(answers.examResultId, attempt?.id ?? 0));
    expect(stored.map((row) => [row.answer, row.score, row.isCorrect])).toEqual(
      expect.arrayContaining([
        [true, 50, true],
        ['B', 50, true],
      ]),
    );
  });

  it('through the route, the ten mistakes are a 400 listing exactly those paths, the first named in the message', async () => {
    const before = await snapshotTables(holder.db());
    const { definition, paths } = demoWithTenMistakes();
    const response = await postYaml('admin', definition);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.reason).toBe('VALIDATION_FAILED');
    expect(body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(paths);
    expect(body.message).toBe(
      '10 problems in the exam definition, first: users[1].password: at least 8 characters',
    );
    expect(body.data.field).toBe('users[1].password');
    expect(await snapshotTables(holder.db())).toEqual(before);
  });

  it('a changed value rewrites only its row, and the original file puts it back', async () => {
    const definition = readDemoDefinition() as { exams: { examName: string }[] };
    Object.assign(definition.exams[0] as object, { examName: '2026 年秋季 Java 程序设计期末考试（A 卷）' });
    const changed = (await postYaml('admin', definition)).json().data.summary;
    expect([changed.created, changed.updated, changed.deleted]).toEqual([{}, { exams: 1 }, {}]);
    const restored = (await postYaml('admin', readDemoDefinition())).json().data.summary;
    expect(restored.updated).toEqual({ exams: 1 });
  });

  it('a code case whose expected output is over its output limit is refused at the case, nothing written; the limit is stored and exported (issue 34)', async () => {
    const school = await createSchool(holder.db());
    const admin = await createUser(holder.db(), school.id, { role: 'exam_admin' });
    const definition = (outputLimitKb: number) => ({
      school: { id: school.id, name: school.name },
      exams: [
        {
          key: 'limits',
          examName: 'Output limits',
          examSettingTime: 60,
          beginTime: '2026-06-01T00:00:00Z',
          endTime: '2026-06-30T00:00:00Z',
          papers: [
            {
              key: 'p',
              name: 'Paper',
              subjects: [
                {
                  key: 'long-output',
                  subjectType: 5,
                  subjectTitle: 'Print n lines',
                  score: 100,
                  codeLanguages: ['python'],
                  outputLimitKb,
                  cases: [
                    { input: '1', expectedOutput: '0', isSample: true },
                    { input: '512', expectedOutput: 'xx\n'.repeat(512) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const before = await snapshotTables(holder.db());
    const refused = await holder.app.postAs({ user: admin }, URL, definition(1));
    expect(refused.statusCode, refused.body).toBe(400);
    const path = 'exams[0].papers[0].subjects[0].cases[1].expectedOutput';
    expect(refused.json()).toMatchObject({
      message:
        `1 problem in the exam definition, first: ${path}: 1535 bytes, over the subject's outputLimitKb of 1 KiB ` +
        `(1024 bytes): no program could pass this case; raise outputLimitKb (at most ${MAX_OUTPUT_LIMIT_KB}) or ` +
        'shorten the expected output',
      data: { reason: 'VALIDATION_FAILED', field: path },
    });
    expect(await snapshotTables(holder.db())).toEqual(before);

    const imported = await holder.app.postAs({ user: admin }, URL, definition(2));
    expect(imported.statusCode, imported.body).toBe(200);
    const [stored] = await holder
      .db()
      .select({ outputLimitKb: subjects.outputLimitKb })
      .from(subjects)
      .where(and(eq(subjects.schoolId, school.id), eq(subjects.key, 'long-output')));
    expect(stored).toEqual({ outputLimitKb: 2 });
    const [exam] = await holder
      .db()
      .select({ id: exams.id })
      .from(exams)
      .where(eq(exams.schoolId, school.id));
    const exported = await readExamDefinition(holder.db(), school.id, exam?.id ?? 0);
    expect(exported?.papers[0]?.subjects[0]).toMatchObject({ key: 'long-output', outputLimitKb: 2 });
    // The editor saves through the same rules: its case is refused at the same field.
    const edited = await holder.app.injectAs(
      { user: admin },
      {
        method: 'PUT',
        url: `/api/admin/v1/exams/${exam?.id}`,
        payload: { exam: definition(1).exams[0] },
      },
    );
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json().data.issues).toEqual([
      {
        path: `exam.papers[0].subjects[0].cases[1].expectedOutput`,
        message: expect.stringMatching(/^1535 bytes/),
        messageKey: 'validation.subjectRules.outputOverLimit',
        params: { bytes: '1535', limitKb: '1', limitBytes: '1024', maximumKb: '65536' },
      },
    ]);
  });

  it('run-time state survives a re-import: places taken, codes used, visitors checked', async () => {
    const database = holder.db();
    await database.update(sessions).set({ remainderNum: 1 }).where(eq(sessions.key, 'afternoon'));
    await database
      .update(redemptionCodes)
      .set({ usedByUserId: (await demoUser('student1')).id, usedAt: NOW })
      .where(eq(redemptionCodes.code, 'DEMO-CODE-0001'));
    await database
      .update(openCandidates)
      .set({ isChecked: true })
      .where(eq(openCandidates.identifyCode, 'OPEN-DEMO-002'));
    const before = await snapshotTables(database);
    const definition = readDemoDefinition() as { exams: { redemptionCodes?: string[] }[] };
    // The used code is gone from the file: it stays, since it records who redeemed it.
    Object.assign(definition.exams[1] as object, { redemptionCodes: ['DEMO-CODE-0002', 'DEMO-CODE-0003'] });
    const response = await postYaml('admin', definition);
    expect(response.json().data.summary.updated).toEqual({});
    expect(await snapshotTables(database)).toEqual(before);
  });

  it('a new capacity keeps booked places taken', async () => {
    const database = holder.db();
    const [afternoon] = await database.select().from(sessions).where(eq(sessions.key, 'afternoon'));
    const student = await demoUser('student2');
    await database.insert(appointments).values({
      schoolId: 'demo',
      examId: afternoon?.examId ?? 0,
      sessionId: afternoon?.id ?? 0,
      userId: student.id,
      reserveType: 2,
    });
    const definition = readDemoDefinition() as { exams: { sessions: { capacity: number }[] }[] };
    Object.assign(definition.exams[1]?.sessions[1] as object, { capacity: 5 });
    const response = await postYaml('admin', definition);
    expect(response.json().data.summary.updated).toEqual({ sessions: 1 });
    const [resized] = await database.select().from(sessions).where(eq(sessions.key, 'afternoon'));
    expect([resized?.capacity, resized?.remainderNum]).toEqual([5, 4]);
  });

  it('a password changed in the file gets a new hash; the others keep theirs', async () => {
    const before = await demoUser('student2');
    const unchanged = await demoUser('student1');
    const definition = readDemoDefinition() as { users: { userName: string; password: string }[] };
    Object.assign(definition.users.find((user) => user.userName === 'student2') as object, {
      password: 'new-pass-42',
    });
    const response = await postYaml('admin', definition);
    expect(response.json().data.summary.updated).toMatchObject({ users: 1 });
    expect((await demoUser('student2')).passwordHash).not.toBe(before.passwordHash);
    expect((await demoUser('student1')).passwordHash).toBe(unchanged.passwordHash);
  });

  it('a later import moves relative times and nothing else', async () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    const { summary } = await importExamDefinition(holder.db(), readDemoDefinition(), later);
    expect(summary.updated).toMatchObject({ exams: 19, sessions: 3, attempts: 3 });
    expect([summary.created, summary.deleted]).toEqual([{}, {}]);
    const [javaFinal] = await holder.db().select().from(exams).where(eq(exams.key, 'java-final'));
    expect(javaFinal?.beginTime).toEqual(new Date(later.getTime() - 3_600_000));
  });

  it('broken YAML is a 400 naming the YAML problem', async () => {
    const response = await holder.app.injectAs(
      { user: await demoUser('admin') },
      { method: 'POST', url: URL, payload: 'school: [unclosed', headers: { 'content-type': 'text/yaml' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^invalid YAML: /);
  });

  describe('who may import', () => {
    it.each([
      {
        who: 'a candidate of the school',
        status: 403,
        reason: 'FORBIDDEN',
        actor: async () => ({ user: await demoUser('student1') }),
      },
      {
        who: "another school's exam admin",
        status: 403,
        reason: 'FORBIDDEN',
        actor: async () => ({
          user: await createUser(holder.db(), (await createSchool(holder.db())).id, { role: 'exam_admin' }),
        }),
      },
      { who: 'anonymous', status: 401, reason: 'UNAUTHENTICATED', actor: async () => 'anonymous' as const },
    ])('$who is refused with $status', async ({ actor, status, reason }) => {
      const response = await holder.app.injectAs(await actor(), {
        method: 'POST',
        url: URL,
        payload: readDemoDefinition() as object,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().data.reason).toBe(reason);
    });

    it("another school's file is refused before its problems are listed", async () => {
      const other = await createUser(holder.db(), (await createSchool(holder.db())).id, {
        role: 'exam_admin',
      });
      const { definition } = demoWithTenMistakes();
      const response = await holder.app.postAs({ user: other }, URL, definition);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'school.id: names another school than yours',
        data: { field: 'school.id' },
      });
    });
  });
});
