import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subjectCases } from '../../db/schema';
import { createSchool, createUser, type Exam, type FullPaper } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const PREVIEW = '/api/exam/api/examresult/v1/examResults/examPreview';

describe('exam preview (SPEC §4 exam modes type 2, §7 examPreview)', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' } });
  let exam: Exam;
  let paper: FullPaper;

  beforeAll(async () => {
    exam = await given.newExam({ examName: 'Preview me', paperScore: 60 });
    paper = await given.newFullPaper(exam);
    await given
      .db()
      .insert(subjectCases)
      .values([
        {
          schoolId: given.school.id,
          subjectId: paper.subjectIds.code,
          position: 1,
          input: '1 2',
          expectedOutput: '3',
          isSample: true,
        },
        {
          schoolId: given.school.id,
          subjectId: paper.subjectIds.code,
          position: 2,
          input: '5 5',
          expectedOutput: '10',
        },
      ]);
    // One attempt allowed: a preview that used it would leave candidates none.
    await given.newExamRules(exam, { ruleType: 1, ruleValue: 1 });
  });

  const preview = (who: Parameters<typeof given.app.injectAs>[0], payload: object = { examId: exam.id }) =>
    given.app.injectAs(who, { method: 'POST', url: PREVIEW, payload });

  it('gives an exam admin the paper as the answer page draws it, with the answers and explanations', async () => {
    const response = await preview({ user: given.admin });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      examId: exam.id,
      examName: 'Preview me',
      paperId: paper.paper.id,
      paperIds: [paper.paper.id],
      paperScore: 60,
      now: NOW.toISOString(),
    });
    const byKey = (position: number) =>
      data.subjects.find((s: { position: number }) => s.position === position);
    expect(data.subjects.map((s: { subjectType: number }) => s.subjectType)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byKey(1)).toMatchObject({ subjectId: paper.subjectIds.single, correctAnswer: 'B', blankCount: 0 });
    expect(byKey(4)).toMatchObject({ correctAnswer: [['42'], ['java']], blankCount: 2 });
    // Only the sample case, as candidates see it; the hidden case stays on the server even for a preview.
    expect(byKey(5).sampleCases).toEqual([{ input: '1 2', expectedOutput: '3' }]);
  });

  it('records nothing: every table has the same rows after previews as before', async () => {
    // The token is made first: logging in writes a session row, the preview itself must write none.
    const token = await given.app.tokenFor({ user: given.admin });
    // node-postgres answers execute() with `rows`; Drizzle's type does not say so.
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await given.db().execute(query)) as unknown as { rows: T[] }).rows;
    const countRows = async () => {
      const tables = await rowsOf<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      const counts: Record<string, number> = {};
      for (const { table_name } of tables) {
        const [row] = await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
        );
        counts[table_name] = Number(row?.n);
      }
      return counts;
    };
    const before = await countRows();
    expect(Object.keys(before)).toContain('exam_results');
    for (let i = 0; i < 3; i++) {
      const response = await given.app.inject({
        method: 'POST',
        url: PREVIEW,
        headers: { authorization: `Bearer ${token}`, 'x-tenant-id': given.school.id },
        payload: { examId: exam.id },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses a candidate with 403', async () => {
    const candidate = await given.newUser();
    const response = await preview({ user: candidate });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, message: 'not allowed', data: { reason: 'FORBIDDEN' } });
  });

  it('refuses an open-link visitor of the exam with 403', async () => {
    const visitor = await given.newOpenCandidate(exam);
    const response = await preview({
      openCandidate: { id: visitor.id, schoolId: given.school.id, examId: exam.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, message: 'not allowed', data: { reason: 'FORBIDDEN' } });
  });

  it('asks who it is without a login (401)', async () => {
    const response = await given.app.injectAs('anonymous', {
      method: 'POST',
      url: PREVIEW,
      tenant: given.school.id,
      payload: { examId: exam.id },
    });
    expect(response.statusCode).toBe(401);
  });

  it('an exam admin of another school finds no such exam (404), whichever tenant is named', async () => {
    const other = await createSchool(given.db());
    const otherAdmin = await createUser(given.db(), other.id, { role: 'exam_admin' });
    expect((await preview({ user: otherAdmin })).statusCode).toBe(404);
    const named = await given.app.injectAs(
      { user: otherAdmin },
      { method: 'POST', url: PREVIEW, tenant: given.school.id, payload: { examId: exam.id } },
    );
    expect(named.statusCode).toBe(404);
  });

  it('a paper of another exam is NOT_FOUND naming paperId', async () => {
    const otherExam = await given.newExam();
    const otherPaper = await given.newFullPaper(otherExam);
    const response = await preview({ user: given.admin }, { examId: exam.id, paperId: otherPaper.paper.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND', field: 'paperId' } });
  });
});
