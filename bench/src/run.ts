// `npm run bench`: the exam-start burst, answer autosave, exam-info reads and page load, each beside its limit,
// on the embedded PostgreSQL server (npm start's default) and on the machine's PostgreSQL service. See
// docs/benchmarks.md.

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { promisify } from 'node:util';
import type { PostgresConfig } from '../../apps/server/src/db/client';
import { startScratchServer } from '../../apps/server/src/db/embedded/open';
import { startBareFastify } from './bare-fastify';
import {
  countAttempts,
  databaseUrlFor,
  SERVICE_URL,
  waitForPreparedAttempts,
  withAdmin,
  withDatabase,
} from './bench-database';
import { benchJudge } from './bench-judge';
import { benchMonitor } from './bench-monitor';
import { CANDIDATES, type Fixture, prepareFixture, SCHOOL_ID } from './fixture';
import { type ChildServer, freePort, log, REPO_ROOT, round, startChild, waitUntilIdle } from './processes';
import { writeReport } from './report';
import type { BenchReport, DatabaseReport } from './report-model';
import { runAutosave } from './scenarios/autosave';
import { captureReadBodies, readPaths, runExamInfo } from './scenarios/exam-info';
import type { PageLoadResult } from './scenarios/page-load';
import { measurePages } from './scenarios/page-routes';
import {
  contiguousRange,
  pgbenchClientsFor,
  runPgbench,
  startScript,
  upsertScript,
} from './scenarios/pgbench';
import { runStartBurst } from './scenarios/start-burst';
import {
  AUTOSAVE_CONNECTIONS,
  BURST_CONNECTIONS,
  BURST_LIMIT_SECONDS,
  CHROME,
  DATABASES,
  medianOf,
  poolSizeFor,
  READ_CONNECTIONS,
  REPEAT,
  RESULTS,
  RUN_BURST,
  SCENARIOS,
  SECONDS,
  WARMUP,
  WORKER_COUNTS,
} from './settings';

const run = promisify(execFile);
async function benchDatabase(
  kind: 'embedded' | 'postgres',
  workers: number,
  pageLoad: PageLoadResult[],
  skipped: string[],
): Promise<DatabaseReport> {
  const POOL_SIZE = poolSizeFor(workers);
  const name = `iexam_bench_${process.pid}`;
  // The same start-up and settings as npm start's (db/embedded/server.ts), in a folder of the bench's own: started
  // here so that the fixture and pgbench can reach it before and after the server under test runs.
  const embedded = kind === 'embedded' ? await startScratchServer() : undefined;
  const adminUrl = embedded?.embedded.url ?? SERVICE_URL;
  const databaseUrl = databaseUrlFor(adminUrl, name);
  const config: PostgresConfig = { url: databaseUrl };
  await withAdmin(adminUrl, (execute) => execute(`create database ${name}`));
  let server: ChildServer | undefined;
  try {
    log(`${kind}: importing the fixture school (${CANDIDATES} candidates, 50-question paper)…`);
    const secret = randomBytes(32).toString('hex');
    const fixture: Fixture = await prepareFixture(config, secret);
    log(
      `${kind}: imported in ${round(fixture.importSeconds)} s; ${fixture.tokens.length} sessions in ${round(fixture.tokenSeconds)} s`,
    );
    const report: DatabaseReport = {
      database: kind,
      workers,
      fixture: {
        importSeconds: round(fixture.importSeconds),
        tokenSeconds: round(fixture.tokenSeconds),
        candidates: fixture.tokens.length,
        subjects: fixture.subjects.length,
      },
      autosave: [],
    };
    server = await startChild(
      'apps/server/src/main.ts',
      {
        DATABASE_URL: databaseUrl,
        WORKERS: String(workers),
        SESSION_SECRET: secret,
        WEB_DIST: 'apps/web/dist',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
      },
      await freePort(),
      '/healthz',
    );
    const target = { url: server.url, serverPid: server.pid };
    const paths = readPaths(fixture.examId);
    const prepared = await waitForPreparedAttempts(config, fixture.examId, CANDIDATES);
    report.fixture.preparedAttempts = prepared.count;
    report.fixture.prepareSeconds = prepared.seconds;
    log(
      `${kind}: the server prepared ${prepared.count} first attempts within ${prepared.seconds} s of its start`,
    );

    if (SCENARIOS.has('info')) {
      const bodies = await captureReadBodies(server.url, paths, fixture.tokens[0] as string);
      log(`${kind}: exam info read, ${READ_CONNECTIONS} connections (${WARMUP} s warm-up + ${SECONDS} s)…`);
      const read = { paths, tokens: fixture.tokens, connections: READ_CONNECTIONS };
      await runExamInfo({ ...target, ...read, seconds: WARMUP });
      const { median: measured, samples } = await medianOf(
        () => runExamInfo({ ...target, ...read, seconds: SECONDS }),
        (result) => result.requestsPerSecond,
      );
      log(`${kind}:   server ${measured.requestsPerSecond} req/s, p99 ${measured.latencyMs.p99} ms`);
      const measureLimit = async (label: string, database?: { url: string; poolSize: number }) => {
        const bare = await startBareFastify({
          bodies,
          paths,
          schoolId: SCHOOL_ID,
          examId: fixture.examId,
          ...(database ? { database } : {}),
        });
        try {
          const bareTarget = { url: bare.url, serverPid: bare.pid };
          await runExamInfo({ ...bareTarget, ...read, seconds: WARMUP });
          const result = await medianOf(
            () => runExamInfo({ ...bareTarget, ...read, seconds: SECONDS }),
            (figures) => figures.requestsPerSecond,
          );
          log(`${kind}:   ${label} ${result.median.requestsPerSecond} req/s`);
          return result;
        } finally {
          await bare.stop();
        }
      };
      const hello = await measureLimit('bare Fastify');
      const select = await measureLimit('bare Fastify + one SELECT', {
        url: databaseUrl,
        poolSize: POOL_SIZE,
      });
      const floor = select.median;
      report.examInfo = {
        server: measured,
        bareFastify: hello.median,
        bareSelect: select.median,
        ratio: round(measured.requestsPerSecond / floor.requestsPerSecond, 2),
        ratioToHello: round(measured.requestsPerSecond / hello.median.requestsPerSecond, 2),
        samples: {
          server: samples,
          bareFastify: hello.samples,
          bareSelect: select.samples,
        },
      };
    }

    // Autosave and page load use the attempts the burst opens, so asking for either runs the burst too.
    if (RUN_BURST)
      log(
        `${kind}: start burst, ${CANDIDATES} candidates within 1 s over up to ${BURST_CONNECTIONS} connections…`,
      );
    const burst = RUN_BURST
      ? await runStartBurst({
          ...target,
          examId: fixture.examId,
          tokens: fixture.tokens,
          connections: BURST_CONNECTIONS,
          spreadMs: 1_000,
          limitMs: BURST_LIMIT_SECONDS * 1000,
        })
      : undefined;
    if (burst) {
      log(
        `${kind}:   ${burst.succeeded} started, ${burst.failed} failed, drained in ${burst.drainSeconds} s, p99 time-to-paper ${burst.timeToPaperMs.p99} ms`,
      );
      await waitUntilIdle(server.url);
    }
    const attempts = burst?.attempts ?? [];

    if (SCENARIOS.has('autosave')) {
      for (const connections of AUTOSAVE_CONNECTIONS) {
        log(`${kind}: autosave, ${connections} connections (${WARMUP} s warm-up + ${SECONDS} s)…`);
        const save = { attempts, subjects: fixture.subjects, connections };
        await runAutosave({ ...target, ...save, seconds: WARMUP });
        const { median: measured, samples } = await medianOf(
          () => runAutosave({ ...target, ...save, seconds: SECONDS }),
          (result) => result.answersPerSecond,
        );
        log(
          `${kind}:   ${measured.answersPerSecond} answers/s (${measured.requestsPerSecond} req/s), p99 ${measured.latencyMs.p99} ms, ${measured.errors} errors`,
        );
        report.autosave.push({ connections, server: measured, samples, pgbench: null, ratio: null });
      }
    }

    // The pages are the same bytes whatever serves them: measured once, on the first database and process count.
    if (SCENARIOS.has('page') && kind === DATABASES[0] && workers === WORKER_COUNTS[0] && attempts[0]) {
      await measurePages(server.url, fixture.examId, attempts, pageLoad, skipped);
    }

    await server.stop();
    server = undefined;
    const counted = await countAttempts(config, fixture.examId);

    if (SCENARIOS.has('pgbench')) {
      const maxConnections = await withAdmin(adminUrl, async (execute) => {
        const result = (await execute('show max_connections')) as { rows: { max_connections: string }[] };
        return Number(result.rows[0]?.max_connections ?? 100);
      });
      const attemptRange = contiguousRange(attempts.map((attempt) => attempt.examResultId));
      const subjectRange = contiguousRange(fixture.subjects.map((subject) => subject.id));
      if (!attemptRange || !subjectRange) {
        const reason = `pgbench on ${kind}: the burst's attempt ids or the paper's subject ids are not one contiguous range, so random() cannot draw them`;
        log(`!!! ${reason}`);
        skipped.push(reason);
      } else {
        const script = upsertScript(SCHOOL_ID, attemptRange, subjectRange);
        const measureUpsert = async (wanted: number) => {
          const clients = pgbenchClientsFor(wanted, maxConnections);
          log(`pgbench: single-row upsert, prepared, ${clients} clients, ${REPEAT} × ${SECONDS} s…`);
          const result = await medianOf(
            () => runPgbench({ databaseUrl, script, clients, seconds: SECONDS }),
            (figures) => figures.transactionsPerSecond,
          );
          log(`pgbench:   ${result.median.transactionsPerSecond} upserts/s`);
          return result;
        };
        const atPool = await measureUpsert(POOL_SIZE);
        report.pgbenchUpsertAtPool = { ...atPool.median, samples: atPool.samples };
        for (const row of report.autosave) {
          const { median, samples } = await measureUpsert(row.connections);
          row.pgbench = { ...median, samples };
          row.ratio = round(row.server.answersPerSecond / median.transactionsPerSecond, 2);
          log(`pgbench:   ratio ${row.ratio} at ${row.connections} connections`);
        }
      }
      const ids = await withDatabase(config, async (execute) => {
        const result = (await execute(
          `select (select min(id) from sessions where school_id = '${SCHOOL_ID}' and exam_id = ${fixture.examId}) as session, (select min(id) from papers where school_id = '${SCHOOL_ID}' and exam_id = ${fixture.examId}) as paper, (select array_agg(id order by id) from users where school_id = '${SCHOOL_ID}') as users`,
        )) as { rows: { session: number; paper: number; users: number[] }[] };
        return result.rows[0];
      });
      const userRange = ids ? contiguousRange(ids.users) : undefined;
      if (ids && userRange) {
        const clients = pgbenchClientsFor(POOL_SIZE, maxConnections);
        log(`pgbench: start (lock, count, insert, answer page read), prepared, ${clients} clients…`);
        const script = startScript(
          { schoolId: SCHOOL_ID, examId: fixture.examId, sessionId: ids.session, paperId: ids.paper },
          userRange,
        );
        const { median, samples } = await medianOf(
          () => runPgbench({ databaseUrl, script, clients, seconds: SECONDS }),
          (figures) => figures.transactionsPerSecond,
        );
        report.pgbenchStart = { ...median, samples };
        log(`pgbench:   ${median.transactionsPerSecond} start transactions/s`);
      } else {
        const reason = `pgbench start on ${kind}: the school's user ids are not one contiguous range`;
        log(`!!! ${reason}`);
        skipped.push(reason);
      }
    }

    // The burst's floor T: the HTTP work of its four calls per candidate at bare Fastify's rate (no database), plus
    // the database work of one start (lock, count, insert, answer page read) at pgbench's prepared rate.
    const bareRate = report.examInfo?.bareFastify.requestsPerSecond;
    const startRate = report.pgbenchStart?.transactionsPerSecond;
    const floorSeconds =
      bareRate && startRate ? round((4 * CANDIDATES) / bareRate + CANDIDATES / startRate, 2) : null;
    if (burst) {
      const { attempts: _opened, ...burstFigures } = burst;
      report.startBurst = {
        ...burstFigures,
        attemptsInDatabase: counted.attempts,
        floorSeconds,
        ratioToFloor: floorSeconds ? round(burst.drainSeconds / floorSeconds, 2) : null,
      };
    }
    return report;
  } finally {
    await server?.stop();
    await withAdmin(adminUrl, (execute) => execute(`drop database if exists ${name} with (force)`));
    await embedded?.stop();
  }
}

async function main() {
  const started = new Date();
  log(
    `iexam bench: databases ${DATABASES.join(', ')}; WORKERS ${WORKER_COUNTS.join(', ')}; scenarios ${[...SCENARIOS].join(', ')}`,
  );
  const skipped: string[] = [];
  if (SCENARIOS.has('page') && !existsSync(CHROME)) {
    const reason = `page load: no Chromium at ${CHROME} (install it with \`apt-get install chromium\`, or set CHROME_PATH)`;
    log(`!!! SKIPPING ${reason}`);
    skipped.push(reason);
    SCENARIOS.delete('page');
  }
  // Only the page-load scenario opens the built app; the others leave the shared dist folder alone.
  if (SCENARIOS.has('page')) {
    log('building the web app (npm run build)…');
    await run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 });
  }
  const pageLoad: PageLoadResult[] = [];
  const databases: DatabaseReport[] = [];
  const hasDatabaseScenario = ['info', 'burst', 'autosave', 'pgbench', 'page'].some((name) =>
    SCENARIOS.has(name),
  );
  if (hasDatabaseScenario)
    for (const kind of DATABASES)
      for (const workers of WORKER_COUNTS) {
        log(`${kind}: the server under test with WORKERS=${workers}`);
        databases.push(await benchDatabase(kind, workers, pageLoad, skipped));
      }
  const judge = SCENARIOS.has('judge') ? await benchJudge() : undefined;
  const monitor = SCENARIOS.has('monitor') ? await benchMonitor() : undefined;
  const finished = new Date();
  const report: BenchReport = {
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    totalSeconds: round((finished.getTime() - started.getTime()) / 1000),
    machine: { cpus: cpus().length, memoryGb: round(totalmem() / 1024 ** 3), node: process.versions.node },
    settings: { warmupSeconds: WARMUP, seconds: SECONDS, repeat: REPEAT },
    databases,
    pageLoad,
    ...(judge ? { judge } : {}),
    ...(monitor ? { monitor } : {}),
    skipped,
  };
  const path = writeReport(RESULTS, report);
  log(`done in ${report.totalSeconds} s: ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
