import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, auditLog, examResults, users } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';
import { hours, NOW } from '../results/results-fixture';

const CANDIDATES = 5000;
const CHUNK = 1000;

/** RFC 4180 by hand: quoted cells with doubled quotes, CRLF records (what the export writes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return records;
}

describe('the results export (issue 21): CSV and XLSX streamed from pages of rows', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' } });
  let examId: number;
  let examKey: string;
  const scoreOf = (n: number) => (n * 7) % 101;

  beforeAll(async () => {
    const exam = await given.newExam({ key: 'final exam/2026', timezoneHours: 8 });
    examId = exam.id;
    examKey = exam.key;
    const { paper, subjectIds } = await given.newFullPaper(exam);
    const db = given.db();
    for (let start = 0; start < CANDIDATES; start += CHUNK) {
      const n = Array.from({ length: CHUNK }, (_, i) => start + i);
      const people = await db
        .insert(users)
        .values(
          n.map((i) => ({
            schoolId: given.school.id,
            userName: `bulk${i}`,
            // The first one tries a formula injection through their name.
            realName: i === 0 ? '=HYPERLINK("http://x","y")' : `Name, "${i}"`,
            userCode: `C${i}`,
            passwordHash: 'unused',
          })),
        )
        .returning({ id: users.id });
      const attempts = await db
        .insert(examResults)
        .values(
          people.map((person, i) => ({
            schoolId: given.school.id,
            examId,
            paperId: paper.id,
            userId: person.id,
            status: 'graded' as const,
            startAnswerTime: hours(-3),
            deadline: hours(-2),
            submittedAt: hours(-2),
            handInReason: 'candidate' as const,
            score: scoreOf(start + i),
            isPassed: scoreOf(start + i) >= 60,
          })),
        )
        .returning({ id: examResults.id });
      await db.insert(answers).values(
        attempts.map((attempt, i) => ({
          schoolId: given.school.id,
          examResultId: attempt.id,
          subjectId: subjectIds.multiple,
          answer: (start + i) % 2 === 0 ? ['A', 'C'] : ['B'],
          seq: 1,
          savedAt: hours(-2),
          score: (start + i) % 2 === 0 ? 10 : 0,
          isCorrect: (start + i) % 2 === 0,
        })),
      );
    }
  }, 120_000);

  const download = async (query: string) => {
    const started = performance.now();
    const response = await given.app.injectAs(
      { user: given.admin },
      { method: 'GET', url: `/api/admin/v1/exams/${examId}/results/export?${query}` },
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(`export ${query}: ${CANDIDATES} candidates in ${seconds.toFixed(2)} s`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response;
  };

  it('XLSX: every candidate with the score, times in the exam zone; the file reads back in exceljs', async () => {
    const response = await download('format=xlsx&answers=true');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="final_exam_2026-results.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('results');
    if (!sheet) throw new Error('no results sheet');
    expect(sheet.rowCount).toBe(CANDIDATES + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 11)).toEqual([
      'examResultId',
      'userName',
      'realName',
      'userCode',
      'session',
      'status',
      'score',
      'isPassed',
      'startAnswerTime',
      'submittedAt',
      'handInReason',
    ]);
    const multiple = header.indexOf('multiple') + 1;
    expect(header[multiple]).toBe('multiple.score');
    const byUser = new Map<string, unknown[]>();
    sheet.eachRow((row, index) => {
      if (index > 1) byUser.set(String(row.getCell(2).value), row.values as unknown[]);
    });
    for (const i of [0, 1, 2500, CANDIDATES - 1]) {
      const row = byUser.get(`bulk${i}`) as unknown[];
      expect(row[7], `bulk${i}`).toBe(scoreOf(i));
      expect(row[8]).toBe(scoreOf(i) >= 60);
      expect(row[10]).toBe('2026-06-03T08:00:00+08:00');
      expect([row[multiple], row[multiple + 1]]).toEqual(i % 2 === 0 ? ['A,C', 10] : ['B', 0]);
    }
  }, 120_000);

  it('CSV: a BOM, quoted cells that parse back, a formula-like cell as text; audited', async () => {
    const response = await download('format=csv');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(response.body.slice(1));
    expect(header).toHaveLength(11);
    expect(records).toHaveLength(CANDIDATES);
    const byUser = new Map(records.map((record) => [record[1], record]));
    expect(byUser.get('bulk0')?.[2]).toBe('\'=HYPERLINK("http://x","y")');
    expect(byUser.get('bulk7')?.slice(2, 8)).toEqual([
      'Name, "7"',
      'C7',
      '',
      'graded',
      String(scoreOf(7)),
      'false',
    ]);
    const entries = await given
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, given.school.id), eq(auditLog.action, 'results.export')));
    expect(entries.map((entry) => entry.detail)).toContainEqual(
      expect.objectContaining({ key: examKey, format: 'csv', answers: false }),
    );
  }, 120_000);
});
