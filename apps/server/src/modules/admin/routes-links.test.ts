import { describe, expect, it } from 'vitest';
import { useSchool } from '../../test/school-fixture';
import { snapshotTables } from './import-fixtures';

const NOW = new Date('2026-06-03T02:00:00Z');
const BASE = '/api/admin/v1';
const exam = {
  key: 'open-exam',
  examName: 'Open exam',
  beginTime: '2026-06-03T01:00:00Z',
  endTime: '2026-06-04T01:00:00Z',
  examSettingTime: 30,
  isAllowNologin: '1',
  organizeForm: 2,
  sessions: [
    { key: 's1', sessionName: 'One', beginTime: '2026-06-03T01:00:00Z', endTime: '2026-06-04T01:00:00Z' },
  ],
  papers: [
    {
      key: 'p',
      name: 'P',
      subjects: [{ key: 'q', subjectType: 3, subjectTitle: 'True?', correctAnswer: true, score: 100 }],
    },
  ],
};

describe('redemption codes and open links in the console', () => {
  const given = useSchool({ clock: () => NOW }, { admin: { role: 'exam_admin' }, student: {} });
  const post = (url: string, payload: object) =>
    given.app.postAs({ user: given.admin }, `${BASE}${url}`, payload);
  const get = (url: string) => given.app.getAs({ user: given.admin }, `${BASE}${url}`);
  const newExam = async (key: string) => {
    const created = await post('/exams', { exam: { ...exam, key } });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().data.examId as number;
  };

  it('generates distinct random redemption codes and lists them as CSV', async () => {
    const examId = await newExam('codes');
    const { codes } = (await post(`/exams/${examId}/redemption-codes`, { count: 50 })).json().data;
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{10}$/);
    const csv = await get(`/exams/${examId}/redemption-codes.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('code,usedBy,usedAt');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
    // The console lists the codes made, unused so far (issue 40).
    const listed = (await get(`/exams/${examId}/redemption-codes`)).json().data.codes;
    expect(listed.map((row: { code: string }) => row.code)).toEqual([...codes].sort());
    expect(listed[0]).toEqual({ code: expect.any(String), usedBy: null, usedAt: null });
    expect((await post(`/exams/${examId}/redemption-codes`, { count: 0 })).statusCode).toBe(400);
    // The exam export carries them (unused) like a definition file would.
    expect((await get(`/exams/${examId}`)).json().data.exam.redemptionCodes).toHaveLength(50);
  });

  it('generates open links whose URL opens the exam for the visitor, and exports them as CSV', async () => {
    const examId = await newExam('links');
    const response = await post(`/exams/${examId}/open-links`, {
      count: 3,
      sessionKey: 's1',
      namePrefix: 'Seat ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { links } = response.json().data as { links: { identifyCode: string; url: string }[] };
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.identifyCode.length).toBeGreaterThanOrEqual(8);
      const url = new URL(link.url);
      expect(url.pathname).toBe(`/iexam/${given.school.id}/open/examInfo`);
      expect(url.searchParams.get('examId')).toBe(String(examId));
      expect(url.searchParams.get('sessionId')).toMatch(/^\d+$/);
      expect(url.searchParams.get('identifyCode')).toBe(link.identifyCode);
    }
    // The visitor's own API knows the code.
    const visitor = await given.app.inject({
      method: 'GET',
      url: `/open/api/iexam/userexam/v1/user?identifyCode=${links[0]?.identifyCode}&examId=${examId}&tenant_id=${given.school.id}`,
    });
    expect(visitor.json().code, visitor.body).toBe(200);
    const csv = (await get(`/exams/${examId}/open-links.csv`)).body;
    expect(csv).toContain('identifyCode,name,contact,sessionKey,url\r\n');
    expect(csv).toContain(`${links[0]?.identifyCode},Seat 1,,s1,${links[0]?.url}\r\n`);
    expect((await post(`/exams/${examId}/open-links`, { count: 1, sessionKey: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('imports open links all or nothing, every bad row at its field', async () => {
    const examId = await newExam('link-import');
    const generated = (await post(`/exams/${examId}/open-links`, { count: 1 })).json().data.links[0]
      .identifyCode;
    const before = await snapshotTables(given.db());
    const refused = await post(`/exams/${examId}/open-links/import`, {
      rows: [
        { identifyCode: 'GOOD-CODE-1', name: 'Ann', contact: 'ann@example.com' },
        { identifyCode: 'GOOD-CODE-1', name: 'Twice' },
        { identifyCode: generated, name: 'Taken' },
        { identifyCode: 'short', name: 'Short' },
        { name: '' },
        { name: 'Lost', sessionKey: 'nope' },
        { name: 'Odd', seat: 4 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'rows[1].identifyCode',
      'rows[2].identifyCode',
      'rows[3].identifyCode',
      'rows[4].name',
      'rows[5].sessionKey',
      'rows[6].seat',
    ]);
    // Each in the user's language in the console (issue 35).
    expect(refused.json().data.issues.filter((issue: { messageKey?: string }) => !issue.messageKey)).toEqual(
      [],
    );
    expect(await snapshotTables(given.db())).toEqual(before);
    const done = await post(`/exams/${examId}/open-links/import`, {
      rows: [
        { identifyCode: 'GOOD-CODE-1', name: 'Ann', contact: 'ann@example.com' },
        { name: 'Bob', sessionKey: 's1' },
      ],
    });
    expect(done.json().data).toEqual({ created: 2 });
    const csv = (await get(`/exams/${examId}/open-links.csv`)).body;
    expect(csv).toContain('GOOD-CODE-1,Ann,ann@example.com,,');
    expect(csv).toMatch(/OPEN-[A-Z2-9]{12},Bob,,s1,/);
  });

  it('is for the exam admins of the school only', async () => {
    const examId = await newExam('guarded');
    expect(
      (
        await given.app.postAs({ user: given.student }, `${BASE}/exams/${examId}/redemption-codes`, {
          count: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect((await given.app.getAs('anonymous', `${BASE}/exams/${examId}/open-links.csv`)).statusCode).toBe(
      401,
    );
    expect(
      (await given.app.getAs({ user: given.student }, `${BASE}/exams/${examId}/open-links`)).statusCode,
    ).toBe(403);
    expect((await get(`/exams/999999/open-links.csv`)).statusCode).toBe(404);
    expect((await get(`/exams/999999/redemption-codes`)).statusCode).toBe(404);
  });
});
