import { beforeAll, describe, expect, it } from 'vitest';
import { answers, judgeRuns } from '../../db/schema';
import { createStaff, type Exam, type User } from '../../test/factories';
import { useSchool } from '../../test/school-fixture';

const NOW = new Date('2026-06-03T02:00:00Z');
const BASE = '/api/admin/v1/grading';

describe('grading one question across candidates (issue 21)', () => {
  const given = useSchool(
    { clock: () => NOW },
    {
      admin: { role: 'exam_admin' },
      ann: { realName: 'Ann Lee' },
      bob: { realName: 'Bob Wu' },
      cat: { realName: 'Cat Ho' },
    },
  );
  let assigned: Exam;
  let other: Exam;
  let grader: User;
  let proctor: User;
  const ids = { essay: 0, code: 0, single: 0, otherEssay: 0 };
  const attempts = { ann: 0, bob: 0, cat: 0 };

  const answer = (examResultId: number, subjectId: number, value: unknown, graded?: object) => ({
    schoolId: given.school.id,
    examResultId,
    subjectId,
    answer: value,
    seq: 1,
    savedAt: NOW,
    ...graded,
  });

  beforeAll(async () => {
    assigned = await given.newExam({ examName: 'Assigned exam', passScore: 15 });
    other = await given.newExam({ examName: 'Other exam' });
    grader = await createStaff(given.db(), given.school.id, 'grader', [{ examId: assigned.id }], {
      realName: 'Grace Grader',
    });
    proctor = await createStaff(given.db(), given.school.id, 'proctor', [{ examId: assigned.id }]);
    const waiting = { status: 'grading' as const, isScoring: 1, score: 0, isPassed: null };
    const ann = await given.newAttemptOnFullPaper(assigned, { userId: given.ann.id, ...waiting });
    const bob = await given.newAttempt(assigned, { userId: given.bob.id, paperId: ann.paper.id, ...waiting });
    const cat = await given.newAttemptOnFullPaper(other, { userId: given.cat.id, ...waiting });
    Object.assign(ids, {
      essay: ann.subjectIds.essay,
      code: ann.subjectIds.code,
      single: ann.subjectIds.single,
      otherEssay: cat.subjectIds.essay,
    });
    Object.assign(attempts, { ann: ann.attempt.id, bob: bob.id, cat: cat.attempt.id });
    // Ann's program was judged (2 of 3 cases), her essay waits; Bob wrote an essay and left the program empty.
    await given
      .db()
      .insert(answers)
      .values([
        answer(ann.attempt.id, ids.essay, '<b>Ann</b>\n  essay'),
        answer(
          ann.attempt.id,
          ids.code,
          { language: 'python', code: 'print(1)' },
          { score: 6.67, gradedAt: NOW },
        ),
        answer(bob.id, ids.essay, 'Bob essay'),
        answer(bob.id, ids.code, { language: 'python', code: '  ' }),
        answer(cat.attempt.id, ids.otherEssay, 'Cat essay'),
      ]);
    await given
      .db()
      .insert(judgeRuns)
      .values({
        schoolId: given.school.id,
        examResultId: ann.attempt.id,
        subjectId: ids.code,
        state: 'judged',
        language: 'python',
        queuedAt: NOW,
        judgedAt: NOW,
        caseResults: [
          { position: 1, isSample: true, verdict: 'passed', timeMs: 10 },
          { position: 2, isSample: false, verdict: 'passed', timeMs: 12 },
          // Judged after issue 34: with its peak memory; the two above were stored before it was measured.
          { position: 3, isSample: false, verdict: 'wrong_answer', timeMs: 11, memoryKb: 2048 },
        ],
      });
  });

  const as = (user: User, method: 'GET' | 'PUT', url: string, payload?: object) =>
    given.app.injectAs({ user }, { method, url, ...(payload ? { payload } : {}) });
  const data = async (user: User, url: string) => {
    const response = await as(user, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('a grader sees only the exams they are assigned to; an exam admin every exam with essays', async () => {
    expect(await data(grader, `${BASE}/exams`)).toEqual([
      { examId: assigned.id, examName: 'Assigned exam', toGrade: 2, graded: 1 },
    ]);
    const all = await data(given.admin, `${BASE}/exams`);
    expect(all).toEqual(
      expect.arrayContaining([
        { examId: assigned.id, examName: 'Assigned exam', toGrade: 2, graded: 1 },
        { examId: other.id, examName: 'Other exam', toGrade: 1, graded: 0 },
      ]),
    );
    const queue = await data(grader, `${BASE}/attempts`);
    expect(queue.map((row: { examResultId: number }) => row.examResultId).sort()).toEqual(
      [attempts.ann, attempts.bob].sort(),
    );
    expect(
      queue.find((row: { examResultId: number }) => row.examResultId === attempts.ann).pendingCount,
    ).toBe(1);
  });

  it('lists the questions with counts; the answers are anonymous "#n" and names are for exam admins only', async () => {
    const questions = await data(grader, `${BASE}/exams/${assigned.id}/questions`);
    expect(questions).toEqual([
      expect.objectContaining({
        key: 'code',
        subjectType: 5,
        toGrade: 0,
        graded: 1,
        byGrader: [],
        score: 10,
      }),
      expect.objectContaining({
        key: 'essay',
        subjectIds: [ids.essay],
        toGrade: 2,
        graded: 0,
        title: 'essay',
      }),
    ]);
    const essays = await data(grader, `${BASE}/exams/${assigned.id}/questions/${ids.essay}/answers`);
    expect(essays).toEqual([
      expect.objectContaining({
        candidateLabel: '#1',
        candidate: null,
        answer: '<b>Ann</b>\n  essay',
        judge: null,
      }),
      expect.objectContaining({ candidateLabel: '#2', candidate: null, answer: 'Bob essay', score: null }),
    ]);
    expect(JSON.stringify(essays)).not.toMatch(/Ann Lee|Bob Wu/);
    const named = `${BASE}/exams/${assigned.id}/questions/${ids.essay}/answers?anonymous=false`;
    expect((await as(grader, 'GET', named)).statusCode).toBe(403);
    expect((await data(given.admin, named)).map((row: { candidate: unknown }) => row.candidate)).toEqual([
      { name: 'Ann Lee', userName: given.ann.userName },
      { name: 'Bob Wu', userName: given.bob.userName },
    ]);
  });

  it("shows the judge's verdicts, CPU time and peak memory per case beside a program", async () => {
    const programs = await data(
      grader,
      `${BASE}/exams/${assigned.id}/questions/${ids.code}/answers?status=all`,
    );
    expect(programs).toEqual([
      expect.objectContaining({
        candidateLabel: '#1',
        answer: { language: 'python', code: 'print(1)' },
        score: 6.67,
        gradedBy: null,
        judge: expect.objectContaining({ state: 'judged', language: 'python', passed: 2, total: 3 }),
      }),
    ]);
    expect(programs[0].judge.cases.map((one: { verdict: string }) => one.verdict)).toEqual([
      'passed',
      'passed',
      'wrong_answer',
    ]);
    expect(
      programs[0].judge.cases.map(({ timeMs, memoryKb }: { timeMs: number; memoryKb: number | null }) => ({
        timeMs,
        memoryKb,
      })),
    ).toEqual([
      { timeMs: 10, memoryKb: null },
      { timeMs: 12, memoryKb: null },
      { timeMs: 11, memoryKb: 2048 },
    ]);
  });

  it('grading through the existing PUT ends grading of an attempt and moves the counts', async () => {
    const put = await as(grader, 'PUT', `${BASE}/attempts/${attempts.ann}/subjects/${ids.essay}`, {
      score: 9,
      comment: 'clear',
    });
    expect(put.json().data).toMatchObject({ status: 'graded', score: 15.67, isPassed: true, isScoring: 0 });
    const answersUrl = `${BASE}/exams/${assigned.id}/questions/${ids.essay}/answers`;
    expect(await data(grader, answersUrl)).toEqual([expect.objectContaining({ candidateLabel: '#2' })]);
    expect(await data(grader, `${answersUrl}?status=graded`)).toEqual([
      expect.objectContaining({
        candidateLabel: '#1',
        score: 9,
        comment: 'clear',
        gradedBy: { userId: grader.id, name: 'Grace Grader' },
        gradedAt: NOW.toISOString(),
      }),
    ]);
    const questions = await data(grader, `${BASE}/exams/${assigned.id}/questions`);
    expect(questions[1]).toMatchObject({
      toGrade: 1,
      graded: 1,
      byGrader: [{ userId: grader.id, name: 'Grace Grader', count: 1 }],
    });
  });

  it("a score over the subject's and a subject the machine grades are refused at their field, by key (issue 35)", async () => {
    const url = (subjectId: number) => `${BASE}/attempts/${attempts.bob}/subjects/${subjectId}`;
    const over = await as(grader, 'PUT', url(ids.essay), { score: 11, comment: '' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: 'score: at most 10',
      data: {
        field: 'score',
        issues: [
          {
            path: 'score',
            message: 'at most 10',
            messageKey: 'validation.grading.overSubjectScore',
            params: { score: '10' },
          },
        ],
      },
    });
    const single = await as(grader, 'PUT', url(ids.single), { score: 1, comment: '' });
    expect(single.json().data.issues).toMatchObject([
      { path: 'subjectId', messageKey: 'validation.grading.notGradedByHand' },
    ]);
  });

  it('a grader on an exam they are not assigned to gets 404; a proctor 403 everywhere', async () => {
    for (const url of [
      `${BASE}/exams/${other.id}/questions`,
      `${BASE}/exams/${other.id}/questions/${ids.otherEssay}/answers`,
      `${BASE}/exams/${other.id}/questions/${ids.otherEssay}/answers?anonymous=false`,
      `${BASE}/exams/${assigned.id}/questions/${ids.otherEssay}/answers`,
    ])
      expect((await as(grader, 'GET', url)).statusCode, url).toBe(404);
    for (const url of [
      `${BASE}/exams`,
      `${BASE}/attempts`,
      `${BASE}/exams/${assigned.id}/questions`,
      `${BASE}/exams/${assigned.id}/questions/${ids.essay}/answers`,
    ])
      expect((await as(proctor, 'GET', url)).statusCode, url).toBe(403);
  });
});
