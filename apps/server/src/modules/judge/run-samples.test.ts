import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { judgeRuns, subjects } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { NOW, SUM_JS, SUM_PY, useJudgeSchool } from './judge-test-exam';

// The candidate's own runs of the samples (SPEC's runSamples): judged at once in the sandbox, nothing stored.
describe('run samples (issue 19)', () => {
  const holder = useTestApp({ clock: () => NOW });
  const { db, codeExam, startWithProgram } = useJudgeSchool(holder);

  it('run samples: each sample with verdict, time, input, expected and actual output; nothing stored', async () => {
    const { exam, subjectId } = await codeExam();
    const { examResultId, as } = await startWithProgram(exam.id, subjectId, {
      language: 'javascript',
      code: SUM_JS,
    });
    const body = (language: string, code: string) => ({ examResultId, subjectId, language, code });

    const passed = await as('/api/iexam/subject/v1/runSamples', body('python', SUM_PY));
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data).toMatchObject({
      language: 'python',
      caseResults: [
        {
          position: 1,
          isSample: true,
          verdict: 'passed',
          input: '1 2',
          expectedOutput: '3',
          actualOutput: '3\n',
        },
      ],
    });
    const wrong = await as('/api/iexam/subject/v1/runSamples', body('javascript', 'print(a)'));
    expect(wrong.json().data.caseResults[0]).toMatchObject({ verdict: 'runtime_error', actualOutput: '' });
    expect(wrong.json().data.caseResults[0].errorOutput).toContain("'a' is not defined");
    const looping = await as('/api/iexam/subject/v1/runSamples', body('javascript', 'for (;;) {}'));
    expect(looping.json().data.caseResults[0]).toMatchObject({ verdict: 'time_limit' });
    expect(await db().select().from(judgeRuns).where(eq(judgeRuns.examResultId, examResultId))).toEqual([]);

    const otherSubject = await as('/api/iexam/subject/v1/runSamples', {
      ...body('javascript', SUM_JS),
      subjectId: 999_999,
    });
    expect(otherSubject.statusCode).toBe(404);
    await as('/api/iexam/sso/v1/doExam', { examResultId });
    const afterHandIn = await as('/api/iexam/subject/v1/runSamples', body('javascript', SUM_JS));
    expect(afterHandIn.statusCode).toBe(409);
    expect(afterHandIn.json().code).toBe(6102);
  });

  it('run samples is limited per candidate per minute: the 11th run is a 429 with the wait', async () => {
    const { exam, subjectId } = await codeExam();
    const { examResultId, as } = await startWithProgram(exam.id, subjectId, {
      language: 'javascript',
      code: SUM_JS,
    });
    const run = () =>
      as('/api/iexam/subject/v1/runSamples', {
        examResultId,
        subjectId,
        language: 'javascript',
        code: SUM_JS,
      });
    for (let index = 0; index < 10; index += 1) expect((await run()).statusCode).toBe(200);
    const refused = await run();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^too many tries, wait \d+ s and try again$/);
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a language the question does not offer is refused, naming the field', async () => {
    const { exam, subjectId } = await codeExam();
    await db()
      .update(subjects)
      .set({ codeLanguages: ['python'] })
      .where(eq(subjects.id, subjectId));
    const { examResultId, as } = await startWithProgram(exam.id, subjectId, {
      language: 'python',
      code: SUM_PY,
    });
    const refused = await as('/api/iexam/subject/v1/runSamples', {
      examResultId,
      subjectId,
      language: 'javascript',
      code: SUM_JS,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('language: this question takes python');
  });
});
