import { beforeAll, describe, expect, it } from 'vitest';
import { answers, knowledgePoints, subjectKnowledgePoints } from '../../db/schema';
import { useSchool } from '../../test/school-fixture';
import { gradedAnswer, hours, NOW } from '../results/results-fixture';

const BASE = '/api/admin/v1/exams';

describe('the console results and statistics (issue 21)', () => {
  const given = useSchool(
    { clock: () => NOW },
    {
      admin: { role: 'exam_admin' },
      grader: { role: 'grader' },
      ann: { realName: 'Ann', userCode: 'S-001' },
      bob: { realName: 'Bob', userCode: 'S-002' },
      cid: { realName: 'Cid', userCode: 'S-003' },
    },
  );
  let examId: number;
  const get = (url: string) => given.app.getAs({ user: given.admin }, `${BASE}/${examId}${url}`);

  beforeAll(async () => {
    const exam = await given.newExam({ paperScore: 60, passScore: 30 });
    examId = exam.id;
    const session = await given.newSession(exam, { sessionName: 'Morning' });
    const { paper, subjectIds } = await given.newFullPaper(exam);
    const attempt = async (userId: number, score: number | null, fields: object = {}) =>
      given.newAttempt(exam, {
        userId,
        paperId: paper.id,
        sessionId: session.id,
        score,
        isPassed: score === null ? null : score >= 30,
        startAnswerTime: hours(-5),
        ...fields,
      });
    // Ann tried twice: her newest attempt (50) is the one shown by default.
    const annFirst = await attempt(given.ann.id, 10, { startAnswerTime: hours(-10) });
    const annNewest = await attempt(given.ann.id, 50);
    const bob = await attempt(given.bob.id, 20);
    await attempt(given.cid.id, null, { status: 'grading', isScoring: 1 });
    const [point] = await given
      .db()
      .insert(knowledgePoints)
      .values({ schoolId: given.school.id, key: 'kp-loops', name: 'Loops' })
      .returning();
    await given
      .db()
      .insert(subjectKnowledgePoints)
      .values([
        { schoolId: given.school.id, subjectId: subjectIds.single, knowledgePointId: point?.id as number },
        { schoolId: given.school.id, subjectId: subjectIds.essay, knowledgePointId: point?.id as number },
      ]);
    await given
      .db()
      .insert(answers)
      .values([
        gradedAnswer(annFirst, subjectIds.single, 'A', 0, false),
        gradedAnswer(annNewest, subjectIds.single, 'B', 10, true),
        gradedAnswer(annNewest, subjectIds.essay, 'an essay', 8, false),
        gradedAnswer(bob, subjectIds.single, 'A', 0, false),
        gradedAnswer(bob, subjectIds.essay, 'short', 2, false),
      ]);
  });

  it("lists each candidate's newest attempt with the summary over the graded ones", async () => {
    const response = await get('/results');
    expect(response.statusCode, response.body).toBe(200);
    const { exam, total, rows, summary } = response.json().data;
    expect(exam).toEqual({
      examId,
      examName: expect.any(String),
      paperScore: 60,
      examResultFlag: 0,
      resultReleaseAt: null,
    });
    expect(total).toBe(3);
    expect(rows.map((row: { name: string }) => row.name).sort()).toEqual(['Ann', 'Bob', 'Cid']);
    expect(rows.find((row: { name: string }) => row.name === 'Ann')).toMatchObject({
      score: 50,
      isPassed: true,
      userCode: 'S-001',
      sessionName: 'Morning',
      status: 'graded',
    });
    expect(summary).toMatchObject({
      attempts: 3,
      submitted: 3,
      graded: 2,
      grading: 1,
      mean: 35,
      median: 35,
      max: 50,
      min: 20,
      passRate: 0.5,
    });
    // 10 bins of 6 points over 0..60: 20 falls in [18, 24), 50 in [48, 54).
    expect(summary.distribution.map((bin: { count: number }) => bin.count)).toEqual([
      0, 0, 0, 1, 0, 0, 0, 0, 1, 0,
    ]);
  });

  it('all=true lists every attempt; filters narrow the rows and the summary alike; pages', async () => {
    expect((await get('/results?all=true')).json().data.total).toBe(4);
    const passed = (await get('/results?passed=true')).json().data;
    expect(passed.rows.map((row: { name: string }) => row.name)).toEqual(['Ann']);
    expect(passed.summary.attempts).toBe(1);
    expect(
      (await get('/results?status=grading')).json().data.rows.map((row: { name: string }) => row.name),
    ).toEqual(['Cid']);
    expect((await get('/results?q=s-002')).json().data.rows.map((row: { name: string }) => row.name)).toEqual(
      ['Bob'],
    );
    expect((await get('/results?q=%25')).json().data.total).toBe(0);
    const page = (await get('/results?all=true&pageSize=3&page=2')).json().data;
    expect([page.total, page.rows.length]).toEqual([4, 1]);
    const bad = await get('/results?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  it('per question: difficulty, discrimination, choices and correct rate over graded attempts; class mastery', async () => {
    const response = await get('/results/statistics');
    expect(response.statusCode, response.body).toBe(200);
    const { attempts, questions, knowledge } = response.json().data;
    // Graded: Ann's two attempts and Bob's; Cid is still being graded.
    expect(attempts).toBe(3);
    expect(questions.find((q: { key: string }) => q.key === 'single')).toEqual({
      key: 'single',
      title: 'single',
      subjectType: 1,
      score: 10,
      n: 3,
      answered: 3,
      difficulty: 0.3333,
      // groups of 1 (27% of 3): the best (Ann 50) earned 10, the weakest (Ann 10) 0
      discrimination: 1,
      optionCounts: { A: 2, B: 1, C: 0 },
      correctRate: 0.3333,
    });
    expect(questions.find((q: { key: string }) => q.key === 'essay')).toMatchObject({
      n: 3,
      answered: 2,
      difficulty: 0.3333,
      optionCounts: null,
      // Scored by a person, never right or wrong.
      correctRate: null,
    });
    // Loops: single (10 of 30) and essay (10 of 30) → 20 of 60.
    expect(knowledge).toEqual([{ key: 'kp-loops', name: 'Loops', mastery: 0.3333, subjects: 2 }]);
  });

  it("is the exam admin's: a grader is refused, another school's exam is not found", async () => {
    const byGrader = await given.app.getAs({ user: given.grader }, `${BASE}/${examId}/results`);
    expect(byGrader.statusCode).toBe(403);
    const other = await given.app.getAs({ user: given.admin }, `${BASE}/999999/results/statistics`);
    expect(other.statusCode).toBe(404);
  });
});
