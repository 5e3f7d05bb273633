import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answers, examResults, judgeRuns } from '../../db/schema';
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
import { MAX_JUDGE_TRIES, SandboxClosedError, SandboxUnavailableError } from './sandbox/run-types';
import type { Sandbox } from './sandbox/sandbox';
import { judgeRun } from './service/judge-run';

const NOW = new Date('2026-06-03T02:00:00Z');

/** A sandbox that fails every run the way a program that kills its runner makes it fail. */
function sandboxFailingWith(error: () => Error): Sandbox & { runs: number } {
  const sandbox = {
    runs: 0,
    run: async () => {
      sandbox.runs += 1;
      throw error();
    },
    runnerFor: () => ({ run: sandbox.run, idleCount: () => 1, close: async () => {} }),
    close: async () => {},
  };
  return sandbox;
}

describe('a program whose sandbox always fails is not retried forever (issue 35)', () => {
  const holder = useTestDatabase();
  const db = () => holder.db();
  let setUp: () => Promise<{ schoolId: string; examResultId: number; subjectId: number }>;

  beforeAll(async () => {
    const school = await createSchool(db());
    const user = await createUser(db(), school.id);
    const exam = await createExam(db(), school.id);
    const paper = await createPaper(db(), exam);
    const cases = [
      { input: '1 2', expectedOutput: '3' },
      { input: '2 2', expectedOutput: '4' },
    ];
    const subject = await createCodeSubject(
      db(),
      paper,
      { key: 'crash', codeLanguages: ['javascript'] },
      cases,
    );
    setUp = async () => {
      const attempt = await createAttempt(db(), exam, {
        userId: user.id,
        paperId: paper.id,
        status: 'grading',
        isScoring: 1,
        score: 0,
        isPassed: null,
      });
      const key = { schoolId: school.id, examResultId: attempt.id, subjectId: subject.id };
      await db()
        .insert(answers)
        .values({ ...key, answer: { language: 'javascript', code: 'crash()' }, seq: 1, savedAt: NOW });
      await queueRuns(db(), [{ ...key, language: 'javascript' }], NOW);
      return key;
    };
  });

  /** Claims and judges the run until the queue has nothing more for it (at most 10 rounds). */
  async function judgeUntilDone(sandbox: Sandbox) {
    let rounds = 0;
    for (; rounds < 10; rounds += 1) {
      const claimed = await claimRuns(db(), 'javascript', 10, NOW, 300_000);
      if (claimed.length === 0) break;
      for (const run of claimed) await judgeRun(db(), sandbox, run, () => NOW);
    }
    return rounds;
  }

  async function stateOf(key: { schoolId: string; examResultId: number; subjectId: number }) {
    const [run] = await db()
      .select()
      .from(judgeRuns)
      .where(and(eq(judgeRuns.examResultId, key.examResultId), eq(judgeRuns.subjectId, key.subjectId)));
    const [answer] = await db()
      .select({ score: answers.score })
      .from(answers)
      .where(and(eq(answers.examResultId, key.examResultId), eq(answers.subjectId, key.subjectId)));
    const [attempt] = await db()
      .select({ status: examResults.status })
      .from(examResults)
      .where(eq(examResults.id, key.examResultId));
    return { run, answerScore: answer?.score, status: attempt?.status };
  }

  it(`after ${MAX_JUDGE_TRIES} tries the run is judged a system error and waits for a person, not the queue`, async () => {
    const key = await setUp();
    const sandbox = sandboxFailingWith(
      () => new SandboxUnavailableError('the JavaScript sandbox failed: killed'),
    );
    expect(await judgeUntilDone(sandbox)).toBe(MAX_JUDGE_TRIES);
    expect(sandbox.runs).toBe(MAX_JUDGE_TRIES);
    const { run, answerScore, status } = await stateOf(key);
    expect(run?.state).toBe('judged');
    expect(run?.caseResults?.map((result) => result.verdict)).toEqual(['system_error', 'system_error']);
    // A system error is ours, not the candidate's: no points are taken, the subject waits for a person.
    expect(answerScore).toBeNull();
    expect(status).toBe('grading');
  });

  it('a run the server dropped mid-way (an error the judge did not expect) also stops at the cap', async () => {
    const key = await setUp();
    const sandbox = sandboxFailingWith(() => new Error('worker exited with code 134'));
    // Each failure leaves the run claimed; a claim older than the lease takes it again.
    let rounds = 0;
    for (; rounds < 10; rounds += 1) {
      const later = new Date(NOW.getTime() + (rounds + 1) * 600_000);
      const claimed = await claimRuns(db(), 'javascript', 10, later, 300_000);
      if (claimed.length === 0) break;
      for (const run of claimed) await judgeRun(db(), sandbox, run, () => later).catch(() => undefined);
    }
    expect(rounds).toBe(MAX_JUDGE_TRIES);
    expect((await stateOf(key)).run?.state).toBe('judged');
  });

  it('a sandbox closed for a stop gives the try back: the run waits for the next process', async () => {
    const key = await setUp();
    const sandbox = sandboxFailingWith(() => new SandboxClosedError('the JavaScript sandbox is closed'));
    for (let round = 0; round < MAX_JUDGE_TRIES + 2; round += 1) {
      const claimed = await claimRuns(db(), 'javascript', 10, NOW, 300_000);
      for (const run of claimed) await judgeRun(db(), sandbox, run, () => NOW);
    }
    const { run } = await stateOf(key);
    expect(run).toMatchObject({ state: 'queued', tries: 0 });
  });
});
