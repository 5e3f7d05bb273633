import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { examResults, judgeRuns } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { createCodeSubject, createExam, createPaper, createSchool, createUser } from '../../test/factories';

const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'client-judge-display';
// Adds the two numbers of every line it reads.
const SUM_LINES_JS =
  'let line;\nwhile ((line = readline()) !== undefined) {\n  const [a, b] = line.split(" ").map(Number);\n  print(a + b);\n}';

describe('what candidates see of the judge: limits, multi-line samples, time and memory (issue 34)', () => {
  const holder = useTestApp({ clock: () => NOW, isJudgeWorkerOn: true });
  const db = () => holder.app.database.db;
  let school: Awaited<ReturnType<typeof createSchool>>;

  beforeAll(async () => {
    school = await createSchool(db());
  });

  /** A paper of a choice question (the factory's) and a code question with a two-line sample and a hidden case. */
  async function codeExam() {
    const exam = await createExam(db(), school.id, { reviewPolicy: 'after_submit', passScore: 0 });
    const paper = await createPaper(db(), exam);
    const subject = await createCodeSubject(
      db(),
      paper,
      {
        key: 'sum-lines',
        position: 2,
        subjectTitle: 'a + b on every line',
        score: 30,
        codeLanguages: ['javascript'],
        timeLimitMs: 1500,
        outputLimitKb: 512,
      },
      [
        { input: '1 2\n3 4', expectedOutput: '3\n7', isSample: true },
        { input: '10 20', expectedOutput: '30' },
      ],
    );
    const user = await createUser(db(), school.id);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      holder.app.injectAs({ user }, { method, url, ...(payload ? { payload } : {}) });
    const started = await as('POST', '/api/iexam/userexam/v1/examResults/startExam', {
      examId: exam.id,
      clientId: CLIENT,
    });
    expect(started.statusCode, started.body).toBe(200);
    return { subjectId: subject.id, examResultId: started.json().data.examResultId as number, as };
  }

  it("the answer page gets a code question's CPU time, memory and output limits (defaults where unset)", async () => {
    const { subjectId, examResultId, as } = await codeExam();
    const details = await as('GET', `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}`);
    expect(details.statusCode, details.body).toBe(200);
    const [choice, code] = details.json().data.subjects;
    expect(choice).toMatchObject({
      subjectType: 1,
      timeLimitMs: null,
      memoryLimitMb: null,
      outputLimitKb: null,
    });
    expect(code).toMatchObject({
      subjectId,
      subjectType: 5,
      timeLimitMs: 1500,
      memoryLimitMb: 64,
      outputLimitKb: 512,
      sampleCases: [{ input: '1 2\n3 4', expectedOutput: '3\n7' }],
    });
  });

  it('run samples answers each case with its CPU time and peak memory, the input with its line breaks', async () => {
    const { subjectId, examResultId, as } = await codeExam();
    const run = await as('POST', '/api/iexam/subject/v1/runSamples', {
      examResultId,
      subjectId,
      language: 'javascript',
      code: SUM_LINES_JS,
    });
    expect(run.statusCode, run.body).toBe(200);
    const [sample] = run.json().data.caseResults;
    expect(sample).toMatchObject({
      verdict: 'passed',
      input: '1 2\n3 4',
      expectedOutput: '3\n7',
      actualOutput: '3\n7\n',
    });
    expect(sample.timeMs).toBeGreaterThanOrEqual(0);
    expect(sample).toHaveProperty('memoryKb');
    expect(sample.memoryKb === null || sample.memoryKb > 0).toBe(true);
  });

  it('the program analysis gives each case its peak memory, null on a result stored before it was measured', async () => {
    const { subjectId, examResultId, as } = await codeExam();
    await as('POST', '/api/iexam/useranswer/v1/answer', {
      examResultId,
      clientId: CLIENT,
      answers: [{ subjectId, answer: { language: 'javascript', code: SUM_LINES_JS }, seq: 1 }],
    });
    expect((await as('POST', '/api/iexam/sso/v1/doExam', { examResultId })).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const [attempt] = await db().select().from(examResults).where(eq(examResults.id, examResultId));
        expect(attempt?.status).toBe('graded');
      },
      { timeout: 80_000, interval: 100 },
    );
    await db()
      .update(judgeRuns)
      .set({
        caseResults: [
          { position: 2, isSample: false, verdict: 'passed', timeMs: 7 },
          { position: 3, isSample: false, verdict: 'memory_limit', timeMs: 90, memoryKb: 65_600 },
        ],
      })
      .where(and(eq(judgeRuns.examResultId, examResultId), eq(judgeRuns.subjectId, subjectId)));
    const analysis = await as('GET', `/api/iexam/subject/v1/programAnalysis/${examResultId}`);
    expect(analysis.statusCode, analysis.body).toBe(200);
    expect(analysis.json().data[0]).toMatchObject({
      judgeState: 'judged',
      caseResults: [
        { position: 2, verdict: 'passed', timeMs: 7, memoryKb: null },
        { position: 3, verdict: 'memory_limit', timeMs: 90, memoryKb: 65_600 },
      ],
    });
  });
});
