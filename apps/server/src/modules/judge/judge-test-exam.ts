import { eq } from 'drizzle-orm';
import { beforeAll, expect, vi } from 'vitest';
import { examResults } from '../../db/schema';
import type { TestAppHolder } from '../../test/build-app';
import { createCodeSubject, createExam, createPaper, createSchool, createUser } from '../../test/factories';

// What the judge's route tests share (judge.test.ts, run-samples.test.ts): one school, a code question with a sample
// and two hidden cases, and a candidate who starts it with a program saved.

export const NOW = new Date('2026-06-03T02:00:00Z');
const CLIENT = 'client-judge';
export const SUM_JS = 'const [a, b] = readline().split(" ").map(Number);\nconsole.log(a + b);';
export const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)';

/** Reads until done; a file's first Python hand-in starts the runner cold (30 s seen under load). */
export async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 80_000) {
  let value = await read();
  await vi
    .waitFor(
      async () => {
        value = await read();
        if (!isDone(value)) throw new Error('not done yet');
      },
      { timeout: timeoutMs, interval: 100 },
    )
    // The caller's assertions on the last reading say what it lacked, better than "not done yet".
    .catch(() => undefined);
  return value;
}

/** A school with an exam admin, made in beforeAll, and the builders of code exams and attempts in it. */
export function useJudgeSchool(holder: TestAppHolder) {
  const db = () => holder.app.database.db;
  let school: Awaited<ReturnType<typeof createSchool>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    school = await createSchool(db());
    admin = await createUser(db(), school.id, { role: 'exam_admin' });
  });

  /** An exam whose paper is one code subject (30 points, one sample and two hidden cases), open for review. */
  async function codeExam(scoringRule = 'partial') {
    const exam = await createExam(db(), school.id, { reviewPolicy: 'after_submit', passScore: 20 });
    const paper = await createPaper(db(), exam);
    const subject = await createCodeSubject(
      db(),
      paper,
      {
        key: 'sum',
        score: 30,
        scoringRule,
        codeLanguages: ['javascript', 'python'],
        timeLimitMs: 1000,
        memoryLimitMb: 64,
      },
      [
        { input: '1 2', expectedOutput: '3', isSample: true },
        { input: '10 20', expectedOutput: '30' },
        { input: '-5 5', expectedOutput: '0' },
      ],
      { onlyOne: true },
    );
    return { exam, subjectId: subject.id };
  }

  /** A new candidate starts the exam and saves `program` as the subject's answer. */
  async function startWithProgram(
    examId: number,
    subjectId: number,
    program: { language: string; code: string },
  ) {
    const user = await createUser(db(), school.id);
    const as = (url: string, payload: object) =>
      holder.app.injectAs({ user }, { method: 'POST', url, payload });
    const started = await as('/api/iexam/userexam/v1/examResults/startExam', { examId, clientId: CLIENT });
    expect(started.statusCode, started.body).toBe(200);
    const examResultId = started.json().data.examResultId as number;
    const saved = await as('/api/iexam/useranswer/v1/answer', {
      examResultId,
      clientId: CLIENT,
      answers: [{ subjectId, answer: program, seq: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { user, examResultId, as };
  }

  const attemptOf = async (examResultId: number) => {
    const [row] = await db().select().from(examResults).where(eq(examResults.id, examResultId));
    return row;
  };

  return { db, school: () => school, admin: () => admin, codeExam, startWithProgram, attemptOf };
}
