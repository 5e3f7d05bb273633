import { cpus } from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createDatabase, type Db } from '../../../apps/server/src/db/client';
import {
  answers,
  examResults,
  exams,
  judgeRuns,
  papers,
  schools,
  subjectCases,
  subjects,
  users,
} from '../../../apps/server/src/db/schema';
import { submitAttempt } from '../../../apps/server/src/modules/attempts/service/submit-attempt';
import { createSandbox } from '../../../apps/server/src/modules/judge/sandbox/sandbox';
import { startJudgeWorker } from '../../../apps/server/src/modules/judge/service/judge-worker';
import { databaseUrlFor, withAdmin } from '../bench-database';
import { round } from '../processes';
import { JUDGE_PROGRAMS } from './judge-programs';

export interface HandInBurst {
  candidates: number;
  /** From the first hand-in call to the last verdict stored. */
  drainSeconds: number;
  /** Per program: from its hand-in to its verdict stored (the attempt graded). */
  verdictLatencyMs: { p50: number; p99: number; max: number };
  handInLatencyMs: { p50: number; p99: number; max: number };
}

const SCHOOL = 'judge-bench';
const SUM = JUDGE_PROGRAMS[0] as (typeof JUDGE_PROGRAMS)[number];

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

/** A school with one exam of one JavaScript code subject (three hidden cases) and `count` running attempts. */
async function prepare(db: Db, count: number) {
  const now = new Date();
  await db.insert(schools).values({ id: SCHOOL, name: 'Judge bench' });
  const [exam] = await db
    .insert(exams)
    .values({ schoolId: SCHOOL, key: 'judge', examName: 'Judge bench', examSettingTime: 60 })
    .returning();
  if (!exam) throw new Error('no exam');
  const [paper] = await db
    .insert(papers)
    .values({ schoolId: SCHOOL, examId: exam.id, key: 'p', name: 'p' })
    .returning();
  if (!paper) throw new Error('no paper');
  const [subject] = await db
    .insert(subjects)
    .values({
      schoolId: SCHOOL,
      paperId: paper.id,
      key: 'sum',
      position: 1,
      subjectType: 5,
      subjectTitle: 'a + b',
      score: 100,
      scoringRule: 'partial',
      codeLanguages: ['javascript'],
      timeLimitMs: 2000,
      memoryLimitMb: 64,
    })
    .returning();
  if (!subject) throw new Error('no subject');
  await db.insert(subjectCases).values(
    ['3', '30', '0'].map((expectedOutput, index) => ({
      schoolId: SCHOOL,
      subjectId: subject.id,
      position: index + 1,
      input: SUM.inputs[index] ?? '',
      expectedOutput,
    })),
  );
  const candidates = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        schoolId: SCHOOL,
        userName: `c${index}`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const attempts = await db
    .insert(examResults)
    .values(
      candidates.map((candidate) => ({
        schoolId: SCHOOL,
        examId: exam.id,
        paperId: paper.id,
        userId: candidate.id,
        startAnswerTime: now,
        deadline: new Date(now.getTime() + 3_600_000),
      })),
    )
    .returning({ id: examResults.id });
  await db.insert(answers).values(
    attempts.map((attempt) => ({
      schoolId: SCHOOL,
      examResultId: attempt.id,
      subjectId: subject.id,
      answer: { language: 'javascript', code: SUM.code },
      seq: 1,
      savedAt: now,
    })),
  );
  return attempts.map((attempt) => attempt.id);
}

/**
 * Issue 19 bench: `count` candidates hand in at once (the hand-in service, each in its own transaction, as the
 * route calls it) while this process's judge worker drains the queue; the verdict latency of each program is the
 * time from its hand-in to its stored verdict. A database of its own on `adminUrl`'s server, dropped afterwards.
 */
export async function runHandInBurst(adminUrl: string, count: number): Promise<HandInBurst> {
  const name = `iexam_judge_bench_${process.pid}`;
  await withAdmin(adminUrl, (execute) => execute(`create database ${name}`));
  const database = await createDatabase({ url: databaseUrlFor(adminUrl, name) }, 20);
  const threads = cpus().length;
  const sandbox = createSandbox({ jsThreads: threads, pythonWarmChildren: 1 });
  const log = { error: (...args: unknown[]) => console.error(...args) } as unknown as FastifyBaseLogger;
  try {
    await database.migrate();
    const attemptIds = await prepare(database.db, count);
    // Warm the QuickJS threads as a running server would be.
    await sandbox.run({
      language: 'javascript',
      code: SUM.code,
      inputs: SUM.inputs,
      timeLimitMs: 2000,
      memoryLimitMb: 64,
    });
    const worker = startJudgeWorker(database.db, sandbox, log, () => new Date(), {
      concurrency: { javascript: Number(process.env.JUDGE_CONCURRENCY ?? threads * 8), python: 2 },
      idleMs: 50,
      leaseMs: 300_000,
    });
    const started = performance.now();
    const handIns = await Promise.all(
      attemptIds.map(async (id) => {
        const handInStarted = performance.now();
        await submitAttempt(database.db, SCHOOL, id, new Date(), 'candidate');
        return performance.now() - handInStarted;
      }),
    );
    for (;;) {
      const waiting = await database.db
        .select({ state: judgeRuns.state })
        .from(judgeRuns)
        .where(eq(judgeRuns.state, 'queued'));
      const running = await database.db
        .select({ state: judgeRuns.state })
        .from(judgeRuns)
        .where(eq(judgeRuns.state, 'running'));
      if (waiting.length === 0 && running.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drainSeconds = (performance.now() - started) / 1000;
    await worker.stop();
    const runs = await database.db
      .select({ queuedAt: judgeRuns.queuedAt, judgedAt: judgeRuns.judgedAt })
      .from(judgeRuns);
    const graded = await database.db
      .select({ status: examResults.status })
      .from(examResults)
      .where(eq(examResults.status, 'graded'));
    if (graded.length !== count) throw new Error(`${graded.length} of ${count} attempts graded`);
    return {
      candidates: count,
      drainSeconds: round(drainSeconds, 2),
      verdictLatencyMs: percentiles(
        runs.map((run) => (run.judgedAt?.getTime() ?? 0) - run.queuedAt.getTime()),
      ),
      handInLatencyMs: percentiles(handIns),
    };
  } finally {
    await sandbox.close();
    await database.close();
    await withAdmin(adminUrl, (execute) => execute(`drop database if exists ${name} with (force)`));
  }
}
