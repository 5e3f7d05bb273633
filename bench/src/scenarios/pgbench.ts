import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SCHOOL_ID } from '../fixture';
import { percentile } from '../load';
import { round } from '../processes';

const run = promisify(execFile);

export interface PgbenchResult {
  clients: number;
  seconds: number;
  transactionsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  failed: number;
}

/** The highest client count pgbench may open next to the server's pool and superuser slots. */
export function pgbenchClientsFor(wanted: number, maxConnections: number): number {
  return Math.max(1, Math.min(wanted, maxConnections - 10));
}

const intArray = (values: number[]) => `(array[${values.join(',')}])`;

/**
 * The single-row upsert the save route sends (repo.ts applyAnswerSaves, as drizzle writes it), autocommitted, on a
 * random open attempt and subject, with a seq that only grows.
 */
export function upsertScript(attemptIds: number[], subjectIds: number[]): string {
  return [
    `\\set attempt random(1, ${attemptIds.length})`,
    `\\set subject random(1, ${subjectIds.length})`,
    `insert into "answers" ("school_id", "exam_result_id", "subject_id", "answer", "seq", "saved_at") values ('${SCHOOL_ID}', ${intArray(attemptIds)}[(:attempt)::int], ${intArray(subjectIds)}[(:subject)::int], '"B"'::jsonb, (extract(epoch from clock_timestamp()) * 1000000)::bigint, now()) on conflict ("school_id", "exam_result_id", "subject_id") do update set "answer" = excluded.answer, "seq" = excluded.seq, "saved_at" = excluded.saved_at where excluded.seq > "answers"."seq";`,
    '',
  ].join('\n');
}

/**
 * The startExam transaction (start-attempt.ts): the per-candidate advisory lock, the count of the candidate's
 * attempts, the insert. Inserted as submitted so a candidate drawn twice does not hit the one-open-attempt index.
 */
export function startScript(examId: number, sessionId: number, paperId: number, userIds: number[]): string {
  const user = `${intArray(userIds)}[(:cand)::int]`;
  return [
    `\\set cand random(1, ${userIds.length})`,
    'begin;',
    // The same key as lockCandidateStarts; chr(58) is ':', which pgbench would take for a variable inside a string.
    `select pg_advisory_xact_lock(hashtext(concat_ws(chr(58), 'start', '${SCHOOL_ID}', '${examId}', 'u' || ${user})));`,
    `select "id", "status", "start_answer_time" from "exam_results" where "school_id" = '${SCHOOL_ID}' and "exam_id" = ${examId} and "user_id" = ${user} and "is_preview" = false;`,
    `insert into "exam_results" ("school_id", "exam_id", "session_id", "paper_id", "user_id", "status", "start_answer_time", "deadline", "active_client_id") values ('${SCHOOL_ID}', ${examId}, ${sessionId}, ${paperId}, ${user}, 'submitted', now(), now() + interval '2 hours', 'pgbench') returning "id";`,
    'commit;',
    '',
  ].join('\n');
}

/** pgbench with a custom script over the extended protocol (as node-postgres sends queries); pgbench substitutes :name even inside quotes, so variable names never appear in the SQL's strings, per-transaction latencies from its log. */
export async function runPgbench(options: {
  databaseUrl: string;
  script: string;
  clients: number;
  seconds: number;
}): Promise<PgbenchResult> {
  const folder = mkdtempSync(join(tmpdir(), 'iexam-pgbench-'));
  try {
    const scriptPath = join(folder, 'script.sql');
    writeFileSync(scriptPath, options.script);
    const { stdout } = await run(
      'pgbench',
      [
        '-n',
        '-M',
        'extended',
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-f',
        scriptPath,
        '-l',
        `--log-prefix=${join(folder, 'log')}`,
        options.databaseUrl,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const file of readdirSync(folder).filter((name) => name.startsWith('log'))) {
      for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
        const microseconds = Number(line.split(' ')[2]);
        if (Number.isFinite(microseconds) && line !== '') latencies.push(microseconds / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      clients: options.clients,
      seconds: options.seconds,
      transactionsPerSecond: round(tps),
      latencyMs: {
        p50: round(percentile(latencies, 0.5), 2),
        p99: round(percentile(latencies, 0.99), 2),
        max: round(latencies.at(-1) ?? 0, 2),
      },
      failed,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
