// `npm run test:durability` (issue 15): is an acknowledged answer ever lost? TRIALS times: autosave traffic against
// `npm start`'s server (the embedded PostgreSQL, WORKERS processes), `kill -9` of the whole process tree at a random
// moment, a restart on the same DATA_DIR (PostgreSQL recovers from its write-ahead log), and a comparison of every
// save that got a 2xx with what the server now returns. Prints `lost N of M acknowledged saves`; exits 1 when N > 0.
// test:reliability's R1 runs the same trials (runDurabilityTrials), on the embedded server and on a PostgreSQL server.

import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client';
import { runningServerSocket } from '../../apps/server/src/db/embedded/data-folder';
import { socketUrl } from '../../apps/server/src/db/embedded/server';
import { exams } from '../../apps/server/src/db/schema';
import { importExamDefinition } from '../../apps/server/src/modules/admin/service/import-exam-definition';
import {
  newDataDir,
  processTree,
  type ServerProcess,
  startServer,
} from '../../apps/server/src/test/server-process';
import { log } from './processes';

const SUBJECTS = 10;
/** The kill comes at a random moment in this window of traffic. */
const KILL_AFTER_MS = { min: 300, max: 3_000 };
export const SCHOOL_ID = 'durability';
const PASSWORD = 'durability-1';
const SECRET = 'durability-secret-that-is-at-least-32-characters';

export interface Attempt {
  token: string;
  examResultId: number;
  clientId: string;
  subjectIds: number[];
  seq: number;
}

/** The last save of each (attempt, subject) that the server acknowledged: what it must still return. */
export interface Ledger {
  acknowledged: Map<string, { seq: number; answer: string }>;
  count: number;
}

function definition(candidates: number) {
  const userNames = Array.from({ length: candidates }, (_, index) => `d${index}`);
  return {
    school: { id: SCHOOL_ID, name: 'Durability school', isOpen: true, timezoneHours: 8 },
    users: userNames.map((userName) => ({ userName, password: PASSWORD, realName: userName })),
    exams: [
      {
        key: 'durability',
        examName: 'Durability exam',
        beginTime: 'now-1h',
        endTime: 'now+1d',
        // Long enough that every attempt stays open through all the trials.
        examSettingTime: 600,
        papers: [
          {
            key: 'paper',
            name: 'Essays',
            subjects: Array.from({ length: SUBJECTS }, (_, index) => ({
              key: `e${index}`,
              subjectType: 6,
              subjectTitle: `Essay ${index + 1}`,
              score: 10,
            })),
          },
        ],
      },
    ],
  };
}

async function call(server: { url: string }, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-tenant-id': SCHOOL_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { code: number; data: Record<string, unknown>; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** Imports the school through the server's database, then logs every candidate in and starts an attempt. */
export async function prepareAttempts(
  server: { url: string },
  databaseUrl: string,
  candidates: number,
): Promise<Attempt[]> {
  const database = await createDatabase({ url: databaseUrl }, 2);
  let examId: number;
  try {
    await importExamDefinition(database.db, definition(candidates), new Date());
    const [exam] = await database.db
      .select({ id: exams.id })
      .from(exams)
      .where(and(eq(exams.schoolId, SCHOOL_ID), eq(exams.key, 'durability')));
    examId = Number(exam?.id);
  } finally {
    await database.close();
  }
  const attempts: Attempt[] = [];
  for (let index = 0; index < candidates; index++) {
    const login = await call(server, 'POST', '/api/accounts/login', undefined, {
      schoolId: SCHOOL_ID,
      userName: `d${index}`,
      password: PASSWORD,
    });
    const token = login.token as string;
    await call(server, 'POST', '/api/iexam/sso/v1/generatetoken', token, { examId });
    const clientId = `durability-${index}`;
    const started = await call(server, 'POST', '/api/iexam/userexam/v1/examResults/startExam', token, {
      examId,
      clientId,
    });
    const examResultId = Number(started.examResultId);
    const paper = await call(
      server,
      'GET',
      `/api/iexam/useranswer/v1/examResults/answerDetails/${examResultId}?clientId=${clientId}`,
      token,
    );
    const subjectIds = (paper.subjects as { subjectId: number }[]).map((subject) => subject.subjectId);
    attempts.push({ token, examResultId, clientId, subjectIds, seq: 0 });
  }
  return attempts;
}

/**
 * One save of the attempt's next seq (each subject in turn), as the page sends it: its status; an acknowledged one
 * goes in the ledger. Rejects when no answer came (the server went away).
 */
export async function saveOnce(
  server: { url: string },
  attempt: Attempt,
  label: string,
  ledger: Ledger,
  init: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<number> {
  attempt.seq += 1;
  const seq = attempt.seq;
  const subjectId = attempt.subjectIds[seq % attempt.subjectIds.length] as number;
  const answer = `${label}, seq ${seq}`;
  const response = await fetch(`${server.url}/api/iexam/useranswer/v1/answer`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${attempt.token}`,
      'x-tenant-id': SCHOOL_ID,
      'content-type': 'application/json',
      ...init.headers,
    },
    body: JSON.stringify({
      examResultId: attempt.examResultId,
      clientId: attempt.clientId,
      answers: [{ subjectId, answer, seq }],
    }),
    ...(init.timeoutMs ? { signal: AbortSignal.timeout(init.timeoutMs) } : {}),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) {
    ledger.acknowledged.set(`${attempt.examResultId}:${subjectId}`, { seq, answer });
    ledger.count += 1;
  }
  return response.status;
}

/** One candidate's page saving as fast as the server answers, until `stop` is set or the server goes away. */
async function saveLoop(
  server: ServerProcess,
  attempt: Attempt,
  trial: number,
  stop: { now: boolean },
  ledger: Ledger,
) {
  while (!stop.now) {
    try {
      await saveOnce(server, attempt, `trial ${trial}`, ledger);
    } catch {
      return; // the server was killed: the save in flight was never acknowledged
    }
  }
}

/** Every acknowledged save compared with what the server returns now: the count of those it lost. */
export async function countLost(
  server: { url: string },
  attempts: Attempt[],
  ledger: Ledger,
): Promise<number> {
  let lost = 0;
  for (const attempt of attempts) {
    const details = await call(
      server,
      'GET',
      `/api/iexam/useranswer/v1/examResults/answerDetails/${attempt.examResultId}?clientId=${attempt.clientId}`,
      attempt.token,
    );
    const stored = new Map(
      (details.answers as { subjectId: number; answer: unknown; seq: number }[]).map((row) => [
        row.subjectId,
        row,
      ]),
    );
    for (const subjectId of attempt.subjectIds) {
      const expected = ledger.acknowledged.get(`${attempt.examResultId}:${subjectId}`);
      if (!expected) continue;
      const row = stored.get(subjectId);
      // A save in flight at the kill may have committed unacknowledged: a newer seq is fine, an older one is a loss.
      const kept =
        row !== undefined &&
        (row.seq > expected.seq || (row.seq === expected.seq && row.answer === expected.answer));
      if (!kept) {
        lost += 1;
        log(
          `LOST attempt ${attempt.examResultId} subject ${subjectId}: acknowledged seq ${expected.seq}, found ${row ? `seq ${row.seq}` : 'nothing'}`,
        );
      }
      // The next saves of this attempt must outrun whatever seq is stored now.
      if (row && row.seq > attempt.seq) attempt.seq = row.seq;
    }
  }
  return lost;
}

/** The server's environment for these trials: the embedded server, or the PostgreSQL server at databaseUrl. */
export function durabilityServerEnv(databaseUrl?: string): Record<string, string> {
  return {
    SESSION_SECRET: SECRET,
    SEED_DEMO: '0',
    LOG_LEVEL: 'error',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

export interface DurabilityOptions {
  trials: number;
  candidates: number;
  /** A PostgreSQL server's database to use instead of the embedded server in a new DATA_DIR. */
  databaseUrl?: string;
}

/**
 * `trials` times: saves from every candidate, `kill -9` of the server's whole process tree (with the embedded
 * PostgreSQL, the database too) at a random moment, a restart, and every acknowledged save compared with what the
 * server returns. Resolves with the saves lost and acknowledged over all trials.
 */
export async function runDurabilityTrials(
  options: DurabilityOptions,
): Promise<{ lost: number; acknowledged: number }> {
  const dataDir = newDataDir('iexam-durability-');
  const serverEnv = durabilityServerEnv(options.databaseUrl);
  const ledger: Ledger = { acknowledged: new Map(), count: 0 };
  let server = await startServer(dataDir, serverEnv);
  let lostTotal = 0;
  try {
    const engine = options.databaseUrl ? 'a PostgreSQL server' : `the embedded server on ${dataDir}`;
    log(
      `durability: ${options.trials} trials, ${options.candidates} candidates saving, ${server.url} on ${engine}`,
    );
    const databaseUrl = options.databaseUrl ?? socketUrl(runningServerSocket(dataDir) as string);
    const attempts = await prepareAttempts(server, databaseUrl, options.candidates);
    for (let trial = 1; trial <= options.trials; trial++) {
      const stop = { now: false };
      const loops = attempts.map((attempt) => saveLoop(server, attempt, trial, stop, ledger));
      const killAfter = KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      const tree = processTree(server.child.pid as number);
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      stop.now = true;
      await Promise.all(loops);
      await server.exited;
      server = await startServer(dataDir, serverEnv);
      const lost = await countLost(server, attempts, ledger);
      lostTotal += lost;
      log(
        `trial ${trial}: killed ${tree.length} processes after ${Math.round(killAfter)} ms; ${ledger.count} saves acknowledged so far; ${lost} lost`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { lost: lostTotal, acknowledged: ledger.count };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { lost, acknowledged } = await runDurabilityTrials({
    trials: Number(process.env.DURABILITY_TRIALS ?? 20),
    candidates: Number(process.env.DURABILITY_CANDIDATES ?? 40),
  });
  console.log(`lost ${lost} of ${acknowledged} acknowledged saves`);
  process.exit(lost === 0 ? 0 : 1);
}
