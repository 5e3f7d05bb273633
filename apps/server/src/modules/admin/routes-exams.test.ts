import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSchool } from '../../cli/demo/demo-school';
import { auditLog, exams, users } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { createSchool, createUser } from '../../test/factories';
import { snapshotTables } from './import-fixtures';

const NOW = new Date('2026-06-01T08:00:00Z');
const BASE = '/api/admin/v1';

/** An exam as the console would send it: times in the exam's zone, every default written out by the server. */
function newExam(key: string) {
  return {
    key,
    examName: 'Console exam',
    organizeForm: 2,
    beginTime: '2026-06-02T09:00:00+08:00',
    endTime: '2026-06-09T18:00:00+08:00',
    timezoneHours: 8,
    examSettingTime: 45,
    isPublic: 0,
    groups: ['class-cs-1'],
    examRuleList: [{ ruleType: 1, ruleValue: 2 }],
    sessions: [
      {
        key: 'morning',
        sessionName: 'Morning',
        beginTime: '2026-06-02T09:00:00+08:00',
        endTime: '2026-06-02T12:00:00+08:00',
        capacity: 30,
        groups: [],
      },
    ],
    papers: [
      {
        key: 'p1',
        name: 'Paper 1',
        subjects: [
          {
            key: 's1',
            subjectType: 1,
            subjectTitle: 'Two plus two?',
            options: [
              { key: 'A', content: '4' },
              { key: 'B', content: '5' },
            ],
            correctAnswer: 'A',
            score: 100,
            knowledgePoints: ['kp-syntax'],
          },
        ],
      },
    ],
  };
}

describe('the console exam API', () => {
  const holder = useTestApp({ clock: () => NOW });
  const demo: Record<string, typeof users.$inferSelect> = {};
  let otherAdmin: typeof users.$inferSelect;
  beforeAll(async () => {
    await seedDemoSchool(holder.db(), NOW);
    for (const row of await holder.db().select().from(users).where(eq(users.schoolId, 'demo')))
      demo[row.userName] = row;
    const other = await createSchool(holder.db());
    otherAdmin = await createUser(holder.db(), other.id, { role: 'exam_admin' });
  });
  const admin = () => ({ user: demo.admin as typeof users.$inferSelect });
  const candidate = () => ({
    user: Object.values(demo).find((u) => u.role === 'candidate') as typeof users.$inferSelect,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    holder.app.injectAs(admin(), { method, url: `${BASE}${url}`, ...(payload ? { payload } : {}) });

  it('creates an exam that reads back as it was sent, with the defaults filled in, and audits it', async () => {
    const created = await send('POST', '/exams', { exam: newExam('console-1') });
    expect(created.statusCode, created.body).toBe(200);
    const { examId } = created.json().data;
    const read = await holder.app.getAs(admin(), `${BASE}/exams/${examId}`);
    expect(read.statusCode).toBe(200);
    const { exam, hasAttempts } = read.json().data;
    expect(hasAttempts).toBe(false);
    expect(exam).toMatchObject(newExam('console-1'));
    expect(exam).toMatchObject({
      examStatus: 1,
      passScore: 60,
      reviewPolicy: 'after_exam_end',
      openLinks: [],
    });
    expect(exam.papers[0].subjects[0]).toMatchObject({
      scoringRule: 'all_or_nothing',
      explanation: '',
      cases: [],
    });
    const [entry] = await holder
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, 'demo'), eq(auditLog.target, `exam:${examId}`)));
    expect(entry).toMatchObject({ action: 'exam.create', actor: 'admin' });

    // The same key again is refused at its field.
    const again = await send('POST', '/exams', { exam: newExam('console-1') });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.issues).toEqual([
      {
        path: 'exam.key',
        message: expect.stringContaining('console-1'),
        messageKey: 'validation.school.keyTaken.exam',
        params: { key: 'console-1' },
      },
    ]);
  });

  it('reports every rule failure at its path in the body and writes nothing', async () => {
    const exam = newExam('console-bad') as Record<string, unknown> & ReturnType<typeof newExam>;
    exam.sessions[0] = { ...exam.sessions[0], beginTime: 'soon' } as never;
    exam.groups = ['no-such-group'];
    (exam.papers[0]?.subjects[0] as Record<string, unknown>).correctAnswer = 'E';
    (exam.papers[0]?.subjects[0] as Record<string, unknown>).knowledgePoints = ['nowhere'];
    exam.isPubilc = 1;
    const before = await snapshotTables(holder.db());
    const response = await send('POST', '/exams', { exam });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.reason).toBe('VALIDATION_FAILED');
    expect(
      response
        .json()
        .data.issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(
      [
        'exam.groups[0]',
        'exam.isPubilc',
        'exam.papers[0].subjects[0].correctAnswer',
        'exam.papers[0].subjects[0].knowledgePoints[0]',
        'exam.sessions[0].beginTime',
      ].sort(),
    );
    expect(await snapshotTables(holder.db())).toEqual(before);
  });

  it('updates an exam; its key cannot change', async () => {
    const { examId } = (await send('POST', '/exams', { exam: newExam('console-2') })).json().data;
    const changed = { ...newExam('console-2'), examName: 'Renamed', examSettingTime: 60 };
    const updated = await send('PUT', `/exams/${examId}`, { exam: changed });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.exam).toMatchObject({ examName: 'Renamed', examSettingTime: 60 });
    const renamed = await send('PUT', `/exams/${examId}`, { exam: { ...changed, key: 'other-key' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().data.issues).toEqual([
      {
        path: 'exam.key',
        message: expect.any(String),
        messageKey: 'validation.school.examKeyFixed',
        params: { key: 'console-2' },
      },
    ]);
  });

  it('an edit deletes the subjects and papers it leaves out when nobody attempted them', async () => {
    const exam = newExam('console-trim');
    const second = { ...exam.papers[0], key: 'p2', name: 'Paper 2' };
    const { examId } = (
      await send('POST', '/exams', { exam: { ...exam, papers: [exam.papers[0], second] } })
    ).json().data;
    const subject = exam.papers[0]?.subjects[0];
    const trimmed = { ...exam, papers: [{ ...exam.papers[0], subjects: [{ ...subject, key: 's2' }] }] };
    const updated = await send('PUT', `/exams/${examId}`, { exam: trimmed });
    expect(updated.statusCode, updated.body).toBe(200);
    const papers = updated.json().data.exam.papers;
    expect(papers.map((paper: { key: string }) => paper.key)).toEqual(['p1']);
    expect(papers[0].subjects.map((row: { key: string }) => row.key)).toEqual(['s2']);
  });

  it('lists exams by search and status, with their counts', async () => {
    const { examId } = (await send('POST', '/exams', { exam: newExam('console-list') })).json().data;
    const list = await holder.app.getAs(admin(), `${BASE}/exams?search=console-list`);
    expect(list.json().data.list).toEqual([
      expect.objectContaining({
        examId,
        key: 'console-list',
        sessionCount: 1,
        paperCount: 1,
        subjectCount: 1,
        attemptCount: 0,
      }),
    ]);
    const unpublished = await holder.app.getAs(admin(), `${BASE}/exams?status=unpublished`);
    expect(unpublished.json().data.list.every((row: { examStatus: number }) => row.examStatus === 0)).toBe(
      true,
    );
  });

  it('copies an exam as a new unpublished one, and publishing shows it to candidates', async () => {
    const { examId } = (await send('POST', '/exams', { exam: newExam('console-3') })).json().data;
    const copied = await send('POST', `/exams/${examId}/copy`);
    expect(copied.statusCode, copied.body).toBe(200);
    const copyId = copied.json().data.examId;
    const copy = (await holder.app.getAs(admin(), `${BASE}/exams/${copyId}`)).json().data.exam;
    expect(copy).toMatchObject({ ...newExam('console-3-copy'), examStatus: 0 });
    expect((await send('POST', `/exams/${examId}/copy`)).json().data.examId).not.toBe(copyId);
    const keys = (await holder.app.getAs(admin(), `${BASE}/exams?search=console-3-copy`)).json().data.list;
    expect(keys.map((row: { key: string }) => row.key).sort()).toEqual([
      'console-3-copy',
      'console-3-copy-2',
    ]);

    // A public exam: what a candidate sees follows the exam's status.
    const publicExam = { ...newExam('console-public'), isPublic: 1, groups: [] };
    const publicId = (await send('POST', '/exams', { exam: publicExam })).json().data.examId;
    const seen = async () => {
      const response = await holder.app.getAs(candidate(), `/api/iexam/userexam/v1/exams/${publicId}`);
      return response.statusCode;
    };
    expect(await seen()).toBe(200);
    expect((await send('POST', `/exams/${publicId}/unpublish`)).json().data).toEqual({ examStatus: 0 });
    expect(await seen()).not.toBe(200);
    expect((await send('POST', `/exams/${publicId}/publish`)).json().data).toEqual({ examStatus: 1 });
    expect(await seen()).toBe(200);
  });

  it('exports an exam as a file the import takes as it is', async () => {
    const { examId } = (await send('POST', '/exams', { exam: newExam('console-export') })).json().data;
    for (const format of ['yaml', 'json']) {
      const file = await holder.app.getAs(admin(), `${BASE}/exams/${examId}/export?format=${format}`);
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain('console-export');
      const imported = await holder.app.injectAs(admin(), {
        method: 'POST',
        url: `${BASE}/import`,
        payload: file.body,
        headers: { 'content-type': format === 'yaml' ? 'application/yaml' : 'application/json' },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const { summary } = imported.json().data;
      expect([summary.created, summary.updated, summary.deleted]).toEqual([{}, {}, {}]);
    }
  });

  it("exports an exam's questions as Moodle XML, GIFT or QTI, which the bank reads back; a question the format lacks is named", async () => {
    const { examId } = (await send('POST', '/exams', { exam: newExam('console-questions') })).json().data;
    const moodle = await holder.app.getAs(admin(), `${BASE}/exams/${examId}/export?format=moodle`);
    expect(moodle.statusCode, moodle.body).toBe(200);
    expect(moodle.headers['content-disposition']).toContain('console-questions.xml');
    const preview = await holder.app.injectAs(admin(), {
      method: 'POST',
      url: `${BASE}/bank/preview`,
      payload: { format: 'moodle', content: moodle.body },
    });
    expect(preview.json().data.issues).toEqual([]);
    expect(preview.json().data.subjects[0].subject).toMatchObject({
      subjectType: 1,
      subjectTitle: 'Two plus two?',
      correctAnswer: 'A',
      score: 100,
    });
    const qti = await holder.app.getAs(admin(), `${BASE}/exams/${examId}/export?format=qti`);
    expect([qti.statusCode, qti.headers['content-type']]).toEqual([200, 'application/zip']);

    // The demo's Java exam has a code question, which neither Moodle XML nor QTI carries: refused, and named.
    const [java] = await holder.db().select().from(exams).where(eq(exams.key, 'java-final'));
    const refused = await holder.app.getAs(admin(), `${BASE}/exams/${java?.id}/export?format=qti`);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().data.issues)).toContain('q6');
  });

  it('is for exam admins of the school only: candidate 403, another school 404, nobody 401', async () => {
    const { examId } = (await send('POST', '/exams', { exam: newExam('console-4') })).json().data;
    expect((await holder.app.getAs(candidate(), `${BASE}/exams`)).statusCode).toBe(403);
    expect((await holder.app.getAs(candidate(), `${BASE}/exams/${examId}`)).statusCode).toBe(403);
    expect((await holder.app.getAs({ user: otherAdmin }, `${BASE}/exams/${examId}`)).statusCode).toBe(404);
    const foreignPut = await holder.app.injectAs(
      { user: otherAdmin },
      { method: 'PUT', url: `${BASE}/exams/${examId}`, payload: { exam: newExam('console-4') } },
    );
    expect(foreignPut.statusCode).toBe(404);
    expect(
      (await holder.app.postAs({ user: otherAdmin }, `${BASE}/exams/${examId}/publish`, {})).statusCode,
    ).toBe(404);
    expect((await holder.app.getAs('anonymous', `${BASE}/exams`)).statusCode).toBe(401);
  });
});
