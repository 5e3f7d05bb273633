import { availableParallelism } from 'node:os';
import type { CodeLanguage } from '@iexam/domain/subjects';
import { and, eq, inArray, ne } from 'drizzle-orm';
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
import { judgeConcurrency } from '../../../apps/server/src/modules/judge/index';
import { createSandbox, type Sandbox } from '../../../apps/server/src/modules/judge/sandbox/sandbox';
import { startJudgeWorker } from '../../../apps/server/src/modules/judge/service/judge-worker';
import { databaseUrlFor, withAdmin } from '../bench-database';
import { round } from '../processes';
import { JUDGE_PROGRAMS } from './judge-programs';

type Percentiles = { p50: number; p99: number; max: number };

export interface HandInBurst {
  /** Candidates handing in a program in each language; the Python ones first, so theirs are queued ahead. */
  javascript: number;
  python: number;
  /** From the first hand-in call to the last verdict stored. */
  drainSeconds: number;
  /** Per JavaScript program: from its hand-in (queued) to its verdict stored (the attempt graded). */
  javascriptVerdictMs: Percentiles;
  /** The same for the Python programs; null when there were none. */
  pythonVerdictMs: Percentiles | null;
  handInLatencyMs: Percentiles;
}

const SCHOOL = 'judge-bench';
const SUM = JUDGE_PROGRAMS[0] as (typeof JUDGE_PROGRAMS)[number];
const LIMITS = { timeLimitMs: 2000, memoryLimitMb: 64 };

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

/**
 * A school with one exam of one code subject in both languages (three hidden cases) and one running attempt per
 * candidate, each with the sum program saved in its language; the attempts' ids by language.
 */
async function prepare(db: Db, counts: Record<CodeLanguage, number>) {
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
      codeLanguages: ['javascript', 'python'],
      ...LIMITS,
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
  const languages = [
    ...Array.from({ length: counts.python }, () => 'python' as const),
    ...Array.from({ length: counts.javascript }, () => 'javascript' as const),
  ];
  const candidates = await db
    .insert(users)
    .values(languages.map((_, index) => ({ schoolId: SCHOOL, userName: `c${index}`, passwordHash: 'x' })))
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
    attempts.map((attempt, index) => {
      const language = languages[index] ?? 'javascript';
      return {
        schoolId: SCHOOL,
        examResultId: attempt.id,
        subjectId: subject.id,
        answer: { language, code: language === 'javascript' ? SUM.code : SUM.python },
        seq: 1,
        savedAt: now,
      };
    }),
  );
  const idsOf = (language: CodeLanguage) =>
    attempts.filter((_, index) => languages[index] === language).map((attempt) => attempt.id);
  return { python: idsOf('python'), javascript: idsOf('javascript') };
}

/** Runs a program of each language once and waits for the Python children: a server that has judged before. */
async function warm(sandbox: Sandbox, pythonChildren: number, hasPython: boolean) {
  await sandbox.run({ language: 'javascript', code: SUM.code, inputs: SUM.inputs, ...LIMITS });
  if (!hasPython) return;
  await sandbox.run({ language: 'python', code: SUM.python, inputs: SUM.inputs, ...LIMITS });
  const python = sandbox.runnerFor('python');
  while (python.idleCount() < pythonChildren) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Issue 19 and 34 bench: candidates hand in at once (the hand-in service, each in its own transaction, as the route
 * calls it), the Python ones first, while this process's judge worker (the server's lanes and concurrency) drains
 * the queue; a program's verdict latency is the time from its hand-in to its stored verdict. With no Python
 * hand-ins it is the JavaScript burst alone, the figure the mixed burst's JavaScript latency is compared with. A
 * database of its own on `adminUrl`'s server, dropped afterwards.
 */
export async function runHandInBurst(
  adminUrl: string,
  counts: Record<CodeLanguage, number>,
): Promise<HandInBurst> {
  const name = `iexam_judge_bench_${process.pid}`;
  await withAdmin(adminUrl, (execute) => execute(`create database ${name}`));
  const database = await createDatabase({ url: databaseUrlFor(adminUrl, name) }, 20);
  const cores = availableParallelism();
  const pythonChildren = Math.min(2, cores);
  const sandbox = createSandbox({ jsThreads: cores, pythonWarmChildren: pythonChildren });
  const log = { error: (...args: unknown[]) => console.error(...args) } as unknown as FastifyBaseLogger;
  try {
    await database.migrate();
    const ids = await prepare(database.db, counts);
    await warm(sandbox, pythonChildren, counts.python > 0);
    const worker = startJudgeWorker(database.db, sandbox, log, () => new Date(), {
      concurrency: judgeConcurrency(cores, pythonChildren),
      idleMs: 50,
      leaseMs: 300_000,
    });
    const started = performance.now();
    const handIns: number[] = [];
    const handIn = async (id: number) => {
      const handInStarted = performance.now();
      await submitAttempt(database.db, SCHOOL, id, new Date(), 'candidate');
      handIns.push(performance.now() - handInStarted);
    };
    // The Python backlog is queued first; the JavaScript hand-ins come right behind it.
    await Promise.all(ids.python.map(handIn));
    await Promise.all(ids.javascript.map(handIn));
    for (;;) {
      const waiting = await database.db
        .select({ state: judgeRuns.state })
        .from(judgeRuns)
        .where(ne(judgeRuns.state, 'judged'))
        .limit(1);
      if (waiting.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drainSeconds = (performance.now() - started) / 1000;
    await worker.stop();
    const latencies = async (language: CodeLanguage) =>
      (
        await database.db
          .select({ queuedAt: judgeRuns.queuedAt, judgedAt: judgeRuns.judgedAt })
          .from(judgeRuns)
          .where(eq(judgeRuns.language, language))
      ).map((run) => (run.judgedAt?.getTime() ?? 0) - run.queuedAt.getTime());
    const graded = await database.db
      .select({ id: examResults.id })
      .from(examResults)
      .where(
        and(eq(examResults.status, 'graded'), inArray(examResults.id, [...ids.python, ...ids.javascript])),
      );
    const total = counts.javascript + counts.python;
    if (graded.length !== total) throw new Error(`${graded.length} of ${total} attempts graded`);
    return {
      ...counts,
      drainSeconds: round(drainSeconds, 2),
      javascriptVerdictMs: percentiles(await latencies('javascript')),
      pythonVerdictMs: counts.python > 0 ? percentiles(await latencies('python')) : null,
      handInLatencyMs: percentiles(handIns),
    };
  } finally {
    await sandbox.close();
    await database.close();
    await withAdmin(adminUrl, (execute) => execute(`drop database if exists ${name} with (force)`));
  }
}
