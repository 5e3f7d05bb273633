import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, examResults } from '../../db/schema';
import { useTestDatabase } from '../../test/build-app';
import {
  createAttempt,
  createCodeSubject,
  createExam,
  createPaper,
  createSchool,
  createUser,
} from '../../test/factories';
import { claimRuns, queueRuns } from './repo';
import type { CaseRun } from './sandbox/run-types';
import type { Sandbox } from './sandbox/sandbox';
import { judgeRun } from './service/judge-run';

const NOW = new Date('2026-06-03T02:00:00Z');
const PASSED: CaseRun = {
  end: 'exited',
  stdout: '3\n',
  stderr: '',
  isOutputTruncated: false,
  timeMs: 1,
  memoryKb: 10,
};

/**
 * The race is in the database: two programs of one attempt judged at once, each transaction grading its own and
 * computing the attempt's outcome again. A stand-in for the sandbox hands both results back at the same moment, so
 * the two transactions overlap every time (the real sandbox would only sometimes).
 */
function sandboxReleasingTogether(count: number): Sandbox {
  let waiting: (() => void)[] = [];
  const run = () =>
    new Promise<CaseRun[]>((resolve) => {
      waiting.push(() => resolve([PASSED]));
      if (waiting.length < count) return;
      for (const release of waiting) release();
      waiting = [];
    });
  return {
    run,
    runnerFor: () => ({ run, idleCount: () => 1, close: async () => {} }),
    close: async () => {},
  };
}

describe('two programs of one attempt judged at once (issue 35)', () => {
  const holder = useTestDatabase();
  const db = () => holder.db();
  let setUp: () => Promise<number>;

  beforeAll(async () => {
    const school = await createSchool(db());
    const user = await createUser(db(), school.id);
    const exam = await createExam(db(), school.id);
    const paper = await createPaper(db(), exam);
    const cases = [{ input: '1 2', expectedOutput: '3' }];
    const codeSubjects = [
      await createCodeSubject(db(), paper, { key: 'sum-1', codeLanguages: ['javascript'] }, cases, {
        onlyOne: true,
      }),
      await createCodeSubject(
        db(),
        paper,
        { key: 'sum-2', position: 2, codeLanguages: ['javascript'] },
        cases,
      ),
    ];
    // A handed-in attempt waiting for its two programs, both queued.
    setUp = async () => {
      const attempt = await createAttempt(db(), exam, {
        userId: user.id,
        paperId: paper.id,
        status: 'grading',
        score: 0,
        isPassed: false,
      });
      const keys = codeSubjects.map((subject) => ({
        schoolId: school.id,
        examResultId: attempt.id,
        subjectId: subject.id,
      }));
      await db()
        .insert(answers)
        .values(
          keys.map((key) => ({
            ...key,
            answer: { language: 'javascript', code: 'print(3)' },
            seq: 1,
            savedAt: NOW,
          })),
        );
      await queueRuns(
        db(),
        keys.map((key) => ({ ...key, language: 'javascript' })),
        NOW,
      );
      return attempt.id;
    };
  });

  it('the attempt ends graded with both programs’ points, every time', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round += 1) {
      const examResultId = await setUp();
      const claimed = await claimRuns(db(), 'javascript', 2, NOW, 300_000);
      expect(claimed).toHaveLength(2);
      const sandbox = sandboxReleasingTogether(2);
      await Promise.all(claimed.map((run) => judgeRun(db(), sandbox, run, () => NOW)));
      const [attempt] = await db()
        .select({ status: examResults.status, score: examResults.score })
        .from(examResults)
        .where(eq(examResults.id, examResultId));
      outcomes.push(`${attempt?.status} ${attempt?.score}`);
    }
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => 'graded 20'));
  });
});
