import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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

/** A contiguous run of ids: pgbench draws one with `random(lo, hi)`, no list is sent or parsed. */
export interface IdRange {
  lo: number;
  hi: number;
}

/** The range `ids` fills, or undefined when it has gaps (then no single `random()` can draw only real ids). */
export function contiguousRange(ids: readonly number[]): IdRange | undefined {
  if (ids.length === 0) return undefined;
  const sorted = [...ids].sort((a, b) => a - b);
  const lo = sorted[0] as number;
  const hi = sorted.at(-1) as number;
  const isContiguous = hi - lo + 1 === sorted.length && new Set(sorted).size === sorted.length;
  return isContiguous ? { lo, hi } : undefined;
}

/**
 * The autosave floor: the single-row upsert with the seq guard that a save writes (upsertAnswers in
 * apps/server/src/modules/answers/repo.ts, one row), autocommitted, on a random open attempt and subject, with a seq that only grows. Run
 * with `-M prepared`, so each client parses and plans it once, as a PostgreSQL engineer would measure it.
 */
export function upsertScript(schoolId: string, attempts: IdRange, subjects: IdRange): string {
  return [
    `\\set attempt random(${attempts.lo}, ${attempts.hi})`,
    `\\set subject random(${subjects.lo}, ${subjects.hi})`,
    `insert into answers (school_id, exam_result_id, subject_id, answer, seq, saved_at) values ('${schoolId}', :attempt, :subject, '"B"'::jsonb, (extract(epoch from clock_timestamp()) * 1000000)::bigint, now()) on conflict (school_id, exam_result_id, subject_id) do update set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at where excluded.seq > answers.seq;`,
    '',
  ].join('\n');
}

/**
 * The start floor: what one start writes and reads in the database, as prepared single statements: the
 * per-candidate advisory lock, the candidate's attempts (the limit count), the insert, and the answer page's read of
 * the new attempt with its answers. Inserted as submitted so a candidate drawn twice does not hit the one-open-attempt
 * index. The paper itself is read once per process (DESIGN §5), so it is not part of the per-start floor.
 */
export function startScript(
  ids: { schoolId: string; examId: number; sessionId: number; paperId: number },
  users: IdRange,
): string {
  const { schoolId, examId, sessionId, paperId } = ids;
  return [
    `\\set cand random(${users.lo}, ${users.hi})`,
    'begin;',
    // The same key as lockCandidateStarts; chr(58) is ':', which pgbench would take for a variable inside a string.
    `select pg_advisory_xact_lock(hashtext(concat_ws(chr(58), 'start', '${schoolId}', '${examId}', 'u' || :cand)));`,
    `select id, status, start_answer_time from exam_results where school_id = '${schoolId}' and exam_id = ${examId} and user_id = :cand and is_preview = false;`,
    `insert into exam_results (school_id, exam_id, session_id, paper_id, user_id, status, start_answer_time, deadline, active_client_id) values ('${schoolId}', ${examId}, ${sessionId}, ${paperId}, :cand, 'submitted', now(), now() + interval '2 hours', 'pgbench') returning id as new_attempt \\gset`,
    'commit;',
    `select r.id, r.status, r.deadline, a.subject_id, a.answer, a.seq from exam_results r left join answers a on a.school_id = r.school_id and a.exam_result_id = r.id where r.school_id = '${schoolId}' and r.id = :new_attempt;`,
    '',
  ].join('\n');
}

/**
 * pgbench with a custom script, `-M prepared` (each statement parsed and planned once per client), per-transaction
 * latencies from its log. pgbench substitutes :name even inside quotes, so variable names never appear in strings.
 */
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
        'prepared',
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
