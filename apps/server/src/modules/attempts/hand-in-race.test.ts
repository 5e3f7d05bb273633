import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lockAttempts } from '../../db/attempt-lock';
import type { Db } from '../../db/client';
import { answers, examResults } from '../../db/schema';
import { useTestDatabase } from '../../test/build-app';
import { createAttemptOnFullPaper, createExam, createSchool, createUser } from '../../test/factories';
import { upsertAnswers } from '../answers/repo';
import { submitAttempt } from './service/submit-attempt';
import { sweepOverdueAttempts } from './service/sweep-overdue';

const NOW = new Date('2026-06-03T02:00:00Z');

/**
 * A save as the save path writes it (lock the attempt, upsert), held open on its own connection until `commit` is
 * called: the hand-in on another connection starts while the save is admitted but not yet committed.
 */
async function holdSave(db: Db, schoolId: string, examResultId: number, subjectId: number) {
  let commit = () => {};
  const released = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = db.transaction(async (tx) => {
    await lockAttempts(tx, [{ schoolId, examResultId }]);
    await upsertAnswers(tx, [{ schoolId, examResultId, subjectId, answer: 'B', seq: 1, savedAt: NOW }]);
    held();
    await released;
  });
  await isHeld;
  return { commit, done };
}

/** Waits until some statement of this database waits for a row lock: the hand-in has reached the held save. */
async function untilWaitingForLock(db: Db) {
  await vi.waitFor(
    async () => {
      const result = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
    },
    { timeout: 30_000, interval: 5 },
  );
}

describe('a save acknowledged before the hand-in is graded with it (issue 35)', () => {
  const holder = useTestDatabase();
  const db = () => holder.db();
  let newAttempt: (deadline: Date) => Promise<{ id: number; schoolId: string; single: number }>;

  beforeAll(async () => {
    const school = await createSchool(db());
    const exam = await createExam(db(), school.id);
    newAttempt = async (deadline) => {
      const user = await createUser(db(), school.id);
      const { attempt, subjectIds } = await createAttemptOnFullPaper(db(), exam, {
        userId: user.id,
        status: 'in_progress',
        startAnswerTime: new Date(deadline.getTime() - 3_600_000),
        deadline,
        submittedAt: null,
        score: null,
        isPassed: null,
      });
      return { id: attempt.id, schoolId: school.id, single: subjectIds.single };
    };
  });

  async function gradeOf(attempt: { id: number; schoolId: string; single: number }) {
    const [row] = await db()
      .select({ status: examResults.status, score: examResults.score })
      .from(examResults)
      .where(and(eq(examResults.schoolId, attempt.schoolId), eq(examResults.id, attempt.id)));
    const [answer] = await db()
      .select({ score: answers.score })
      .from(answers)
      .where(and(eq(answers.examResultId, attempt.id), eq(answers.subjectId, attempt.single)));
    return { status: row?.status, score: row?.score, answerScore: answer?.score };
  }

  it('the candidate’s hand-in waits for the save it started beside and grades its answer', async () => {
    const attempt = await newAttempt(new Date(NOW.getTime() + 3_600_000));
    const save = await holdSave(db(), attempt.schoolId, attempt.id, attempt.single);
    const handIn = submitAttempt(db(), attempt.schoolId, attempt.id, NOW, 'candidate');
    await untilWaitingForLock(db());
    save.commit();
    await save.done;
    expect(await handIn).toBe(true);
    expect(await gradeOf(attempt)).toEqual({ status: 'graded', score: 10, answerScore: 10 });
  });

  it('the deadline sweep waits for the save it started beside and grades its answer', async () => {
    const attempt = await newAttempt(new Date(NOW.getTime() - 600_000));
    const save = await holdSave(db(), attempt.schoolId, attempt.id, attempt.single);
    const sweep = sweepOverdueAttempts(db(), NOW);
    await untilWaitingForLock(db());
    save.commit();
    await save.done;
    expect(await sweep).toBe(1);
    expect(await gradeOf(attempt)).toEqual({ status: 'graded', score: 10, answerScore: 10 });
  });
});
