import { availableParallelism } from 'node:os';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, auditLog, judgeRuns, subjectCases, subjects } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { submitInTransaction } from '../attempts/service/submit-attempt';
import { judgeConcurrency } from './index';
import { NOW, SUM_JS, SUM_PY, until, useJudgeSchool } from './judge-test-exam';
import { createSandbox } from './sandbox/sandbox';
import { judgeRun } from './service/judge-run';

// Run samples (the candidate's own runs, nothing stored): run-samples.test.ts.
describe('the judge on hand-in, in the program analysis and on re-judge (issue 19)', () => {
  const holder = useTestApp({ clock: () => NOW, isJudgeWorkerOn: true });
  const { db, school, admin, codeExam, startWithProgram, attemptOf } = useJudgeSchool(holder);
  /** The attempt's score changes in the audit log, oldest first: what, for whom, the program's and total's old → new. */
  const scoreAuditOf = async (examResultId: number) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `attempt:${examResultId}`))
        .orderBy(asc(auditLog.id))
    ).map(
      ({ action, userId, detail: { oldScore, newScore, oldTotal, newTotal } }) =>
        `${action} for ${userId}: ${oldScore} → ${newScore}, total ${oldTotal} → ${newTotal}`,
    );

  it.each([
    { language: 'javascript', code: SUM_JS, score: 30, verdicts: ['passed', 'passed'] },
    { language: 'python', code: SUM_PY, score: 30, verdicts: ['passed', 'passed'] },
    // Right on positive numbers only: one hidden case of two, so half the points (scoringRule partial).
    {
      language: 'javascript',
      code: 'const [a, b] = input.split(" ").map(Number); print(Math.abs(a) + Math.abs(b))',
      score: 15,
      verdicts: ['passed', 'wrong_answer'],
    },
  ])(
    'a $language program handed in is judged on the hidden cases: $score points, then graded',
    async (program) => {
      const { exam, subjectId } = await codeExam();
      const { user, examResultId, as } = await startWithProgram(exam.id, subjectId, program);
      const handedIn = await as('/api/iexam/sso/v1/doExam', { examResultId });
      expect(handedIn.statusCode, handedIn.body).toBe(200);
      expect(await attemptOf(examResultId)).toMatchObject({ status: 'grading', isScoring: 1 });

      const attempt = await until(
        () => attemptOf(examResultId),
        (row) => row?.status === 'graded',
      );
      expect(attempt).toMatchObject({ status: 'graded', isScoring: 0, score: program.score });
      const analysis = await holder.app.injectAs(
        { user },
        { method: 'GET', url: `/api/iexam/subject/v1/programAnalysis/${examResultId}` },
      );
      expect(analysis.statusCode, analysis.body).toBe(200);
      const [entry] = analysis.json().data;
      expect(entry).toMatchObject({
        subjectId,
        language: program.language,
        gradingState: 'graded',
        judgeState: 'judged',
      });
      expect(entry.caseResults.map((result: { verdict: string }) => result.verdict)).toEqual(
        program.verdicts,
      );
      expect(entry.caseResults.map((result: { position: number }) => result.position)).toEqual([2, 3]);
      expect(entry.caseResults[0]).not.toHaveProperty('expectedOutput');
    },
    120_000,
  );

  it('all-or-nothing: one hidden case wrong earns nothing', async () => {
    const { exam, subjectId } = await codeExam('all_or_nothing');
    const { examResultId, as } = await startWithProgram(exam.id, subjectId, {
      language: 'javascript',
      code: 'print(input === "10 20" ? 30 : 1)',
    });
    await as('/api/iexam/sso/v1/doExam', { examResultId });
    const attempt = await until(
      () => attemptOf(examResultId),
      (row) => row?.status === 'graded',
    );
    expect(attempt).toMatchObject({ status: 'graded', score: 0, isPassed: false });
  });

  it('a judge that is down leaves the program "grading in progress", never 0, and the run queued', async () => {
    const down = createSandbox({ jsThreads: 1, pythonWarmChildren: 1 });
    await down.close();
    const { exam, subjectId } = await codeExam();
    const { examResultId } = await startWithProgram(exam.id, subjectId, {
      language: 'javascript',
      code: SUM_JS,
    });
    // Queued and claimed by hand (this app's own judge is on; the run is taken before it can be).
    await db().transaction(async (tx) => {
      await submitInTransaction(tx, school().id, examResultId, NOW, 'candidate');
      await tx
        .update(judgeRuns)
        .set({ state: 'running', claimedAt: NOW })
        .where(eq(judgeRuns.examResultId, examResultId));
    });
    const [run] = await db().select().from(judgeRuns).where(eq(judgeRuns.examResultId, examResultId));
    if (!run) throw new Error('no run queued');
    expect(await judgeRun(db(), down, run, () => NOW)).toBe(false);
    const [after] = await db().select().from(judgeRuns).where(eq(judgeRuns.examResultId, examResultId));
    expect(after).toMatchObject({ state: 'queued', caseResults: null });
    const [answer] = await db().select().from(answers).where(eq(answers.examResultId, examResultId));
    expect(answer).toMatchObject({ score: null, gradedAt: null });
    expect(await attemptOf(examResultId)).toMatchObject({ status: 'grading', isScoring: 1 });
    // The judge of the app, up, takes it from the queue and grades it.
    const graded = await until(
      () => attemptOf(examResultId),
      (row) => row?.status === 'graded',
    );
    expect(graded).toMatchObject({ status: 'graded', score: 30 });
  });

  it('re-judge: staff change a case and judge the exam again; the attempt waits, then gets the new score', async () => {
    const { exam, subjectId } = await codeExam();
    const { user, examResultId, as } = await startWithProgram(exam.id, subjectId, {
      language: 'python',
      code: SUM_PY,
    });
    await as('/api/iexam/sso/v1/doExam', { examResultId });
    await until(
      () => attemptOf(examResultId),
      (row) => row?.status === 'graded',
    );
    await db()
      .update(subjectCases)
      .set({ expectedOutput: '31' })
      .where(and(eq(subjectCases.subjectId, subjectId), eq(subjectCases.position, 2)));

    const refused = await holder.app.injectAs(
      { user },
      { method: 'POST', url: `/api/admin/v1/exams/${exam.id}/rejudge` },
    );
    expect(refused.statusCode).toBe(403);
    const rejudged = await holder.app.injectAs(
      { user: admin() },
      { method: 'POST', url: `/api/admin/v1/exams/${exam.id}/rejudge` },
    );
    expect(rejudged.statusCode, rejudged.body).toBe(200);
    expect(rejudged.json().data).toEqual({ examId: exam.id, attemptCount: 1, queuedCount: 1 });
    const attempt = await until(
      () => attemptOf(examResultId),
      (row) => row?.status === 'graded' && row.score === 15,
    );
    expect(attempt).toMatchObject({ status: 'graded', score: 15 });
    // Issue 40: the re-judge took the program's 30 away, for the exam admin; the judge's 15 is audited for them too.
    expect(await scoreAuditOf(examResultId)).toEqual([
      `grade.rejudge for ${admin().id}: 30 → null, total 30 → 0`,
      `grade.judged for ${admin().id}: null → 15, total 0 → 15`,
    ]);
  });

  it('an answers file loaded into a handed-in attempt sends its program to the judge again', async () => {
    const { exam, subjectId } = await codeExam();
    const { examResultId, as } = await startWithProgram(exam.id, subjectId, {
      language: 'javascript',
      code: 'print(0)',
    });
    await as('/api/iexam/sso/v1/doExam', { examResultId });
    await until(
      () => attemptOf(examResultId),
      (row) => row?.status === 'graded',
    );
    expect(await attemptOf(examResultId)).toMatchObject({ score: 15 });

    const loaded = await holder.app.injectAs(
      { user: admin() },
      {
        method: 'POST',
        url: `/api/admin/v1/attempts/${examResultId}/answers-file`,
        payload: {
          format: 'iexam-answers/1',
          schoolId: school().id,
          examId: exam.id,
          examResultId,
          writtenAt: NOW.toISOString(),
          answers: [{ subjectId, answer: { language: 'python', code: SUM_PY }, seq: 2 }],
        },
      },
    );
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().data.outcome).toMatchObject({ status: 'grading', isScoring: 1 });
    const attempt = await until(
      () => attemptOf(examResultId),
      (row) => row?.status === 'graded' && row.score === 30,
    );
    expect(attempt).toMatchObject({ status: 'graded', score: 30 });
    expect(await scoreAuditOf(examResultId)).toEqual([
      `grade.answers-file for ${admin().id}: 15 → null, total 15 → 0`,
      `grade.judged for ${admin().id}: null → 30, total 0 → 30`,
    ]);
  });

  it("a subject's output limit reaches the sandbox: 2 KiB printed on a 1 KiB question is output limit exceeded (issue 34)", async () => {
    const { exam, subjectId } = await codeExam();
    await db().update(subjects).set({ outputLimitKb: 1 }).where(eq(subjects.id, subjectId));
    const { user, examResultId, as } = await startWithProgram(exam.id, subjectId, {
      language: 'javascript',
      code: 'console.log("x".repeat(2048))',
    });
    await as('/api/iexam/sso/v1/doExam', { examResultId });
    await until(
      () => attemptOf(examResultId),
      (row) => row?.status === 'graded',
    );
    const analysis = await holder.app.getAs(
      { user },
      `/api/iexam/subject/v1/programAnalysis/${examResultId}`,
    );
    const verdicts = analysis.json().data[0].caseResults.map((result: { verdict: string }) => result.verdict);
    // Under the default limit (8 MiB) the same program is a wrong answer.
    expect(verdicts).toEqual(['output_limit', 'output_limit']);
  });

  it('a JavaScript hand-in is judged at once while a backlog of Python hand-ins queued before it waits (issue 34)', async () => {
    const { exam, subjectId } = await codeExam();
    // More Python programs than the JavaScript lane takes at once (the whole worker's places before each language
    // had a lane of its own), handed in a minute before: every place the worker had then was a Python run waiting
    // for one of the sandbox's few Python children. The real sandbox: a Python program takes about a second.
    const { javascript } = judgeConcurrency(availableParallelism(), 2);
    const backlog = await Promise.all(
      Array.from({ length: javascript + 16 }, async () => {
        const { examResultId, as } = await startWithProgram(exam.id, subjectId, {
          language: 'python',
          code: SUM_PY,
        });
        expect((await as('/api/iexam/sso/v1/doExam', { examResultId })).statusCode).toBe(200);
        return examResultId;
      }),
    );
    await db()
      .update(judgeRuns)
      .set({ queuedAt: new Date(NOW.getTime() - 60_000) })
      .where(inArray(judgeRuns.examResultId, backlog));
    const pythonJudged = async () =>
      (
        await db()
          .select({ examResultId: judgeRuns.examResultId })
          .from(judgeRuns)
          .where(and(inArray(judgeRuns.examResultId, backlog), eq(judgeRuns.state, 'judged')))
      ).length;
    try {
      const { examResultId, as } = await startWithProgram(exam.id, subjectId, {
        language: 'javascript',
        code: SUM_JS,
      });
      await as('/api/iexam/sso/v1/doExam', { examResultId });
      const attempt = await until(
        () => attemptOf(examResultId),
        (row) => row?.status === 'graded',
        120_000,
      );
      const judgedBefore = await pythonJudged();
      expect(attempt).toMatchObject({ status: 'graded', score: 30 });
      // Behind one queue the JavaScript run was taken only once 16 Python runs had been judged.
      expect(judgedBefore).toBeLessThan(8);
    } finally {
      // The rest of the backlog is not this file's other tests' business.
      await db()
        .delete(judgeRuns)
        .where(and(inArray(judgeRuns.examResultId, backlog), eq(judgeRuns.state, 'queued')));
    }
  }, 180_000);
});
