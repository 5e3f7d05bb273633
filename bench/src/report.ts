import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from './load';
import type { AutosaveResult } from './scenarios/autosave';
import type { PageLoadResult } from './scenarios/page-load';
import type { PgbenchResult } from './scenarios/pgbench';
import type { StartBurstResult } from './scenarios/start-burst';

export interface DatabaseReport {
  database: 'postgres' | 'pglite';
  fixture: {
    importSeconds: number;
    tokenSeconds: number;
    candidates: number;
    subjects: number;
    /** First attempts the server prepared before the burst, and how long after its start that took. */
    preparedAttempts?: number;
    prepareSeconds?: number;
  };
  examInfo?: {
    server: LoadResult;
    bareFastify: LoadResult;
    ratio: number;
    /** req/s of every run when BENCH_REPEAT > 1 (the figures above are the median run). */
    samples: { server: number[]; bareFastify: number[] };
  };
  startBurst?: Omit<StartBurstResult, 'attempts'> & {
    attemptsInDatabase: number;
    floorSeconds: number | null;
    ratioToFloor: number | null;
  };
  autosave: {
    connections: number;
    server: AutosaveResult;
    /** answers/s of every run when BENCH_REPEAT > 1 (the figures are the median run). */
    samples: number[];
    pgbench: PgbenchResult | null;
    ratio: number | null;
  }[];
  pgbenchStart?: PgbenchResult;
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  totalSeconds: number;
  machine: { cpus: number; memoryGb: number; node: string };
  settings: { warmupSeconds: number; seconds: number; repeat: number };
  databases: DatabaseReport[];
  pageLoad: PageLoadResult[];
  /** Scenarios asked for but not measured, each with the reason (a missing Chromium, a failed Lighthouse run). */
  skipped: string[];
}

const ms = (value: { p50: number; p99: number; max: number }) => `${value.p50} / ${value.p99} / ${value.max}`;
const usage = (value: { server: { cpuPercent: number; rssMaxMb: number } }) =>
  `${value.server.cpuPercent}% / ${value.server.rssMaxMb} MB`;

function markdownFor(report: BenchReport): string {
  const lines = [
    `# Benchmark ${report.startedAt}`,
    '',
    `${report.machine.cpus} cores, ${report.machine.memoryGb} GiB, Node ${report.machine.node}; ${report.settings.warmupSeconds} s warm-up, ${report.settings.seconds} s per measurement (median of ${report.settings.repeat}); whole run ${report.totalSeconds} s.`,
    'Latencies are p50 / p99 / max in ms; server CPU is the share of one core (200% = both), RSS the highest seen.',
    '',
  ];
  if (report.skipped.length > 0)
    lines.push('**Not measured in this run:**', '', ...report.skipped.map((reason) => `- ${reason}`), '');
  for (const db of report.databases) {
    lines.push(`## ${db.database}`, '');
    lines.push(
      `Fixture: ${db.fixture.candidates} candidates, ${db.fixture.subjects}-question paper, imported in ${db.fixture.importSeconds} s; sessions opened in ${db.fixture.tokenSeconds} s; ${
        db.fixture.preparedAttempts === undefined
          ? 'first attempts prepared by the server in the 5 s given it (not counted: the server holds the PGlite directory).'
          : `${db.fixture.preparedAttempts} first attempts prepared by the server within ${db.fixture.prepareSeconds} s of its start.`
      }`,
      '',
    );
    if (db.examInfo) {
      const info = db.examInfo;
      lines.push(
        '### Exam info read (info + attempt history)',
        '',
        '| | connections | req/s | latency | errors | server CPU / RSS |',
        '|---|---|---|---|---|---|',
        `| server | ${info.server.connections} | ${info.server.requestsPerSecond} | ${ms(info.server.latencyMs)} | ${info.server.errors} | ${usage(info.server)} |`,
        `| bare Fastify (limit) | ${info.bareFastify.connections} | ${info.bareFastify.requestsPerSecond} | ${ms(info.bareFastify.latencyMs)} | ${info.bareFastify.errors} | ${usage(info.bareFastify)} |`,
        '',
        `Ratio to the limit: **${info.ratio}** (target ≥ 0.5).${info.samples.server.length > 1 ? ` Runs (req/s): server ${info.samples.server.join(', ')}; bare ${info.samples.bareFastify.join(', ')}.` : ''}`,
        '',
      );
    }
    if (db.startBurst) {
      const burst = db.startBurst;
      lines.push(
        '### Start burst (exam info, generatetoken, startExam, answerDetails; open loop within 1 s)',
        '',
        '| candidates | connections | succeeded | failed | duplicate attempts | attempts in database | drain s | floor T s | req/s | time-to-paper | request latency | server CPU / RSS |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        `| ${burst.candidates} | ${burst.connections} | ${burst.succeeded} | ${burst.failed} | ${burst.duplicateAttempts} | ${burst.attemptsInDatabase} | ${burst.drainSeconds} | ${burst.floorSeconds ?? 'n/a'} | ${burst.requestsPerSecond} | ${ms(burst.timeToPaperMs)} | ${ms(burst.requestLatencyMs)} | ${usage(burst)} |`,
        '',
        `Drain / floor: **${burst.ratioToFloor ?? 'n/a'}** (target ≤ 1.5; p99 time-to-paper target < 3,000 ms).${burst.errorSamples.length > 0 ? ` Errors: ${burst.errorSamples.join('; ')}` : ''}`,
        '',
      );
    }
    if (db.autosave.length > 0) {
      lines.push(
        '### Autosave',
        '',
        '| connections | req/s | answers/s | answers/req | latency | errors | server CPU / RSS | pgbench clients | pgbench upserts/s | pgbench latency | ratio |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
      );
      for (const row of db.autosave)
        lines.push(
          `| ${row.connections} | ${row.server.requestsPerSecond} | ${row.server.answersPerSecond} | ${row.server.answersPerRequest} | ${ms(row.server.latencyMs)} | ${row.server.errors} | ${usage(row.server)} | ${row.pgbench?.clients ?? 'n/a'} | ${row.pgbench?.transactionsPerSecond ?? 'n/a'} | ${row.pgbench ? ms(row.pgbench.latencyMs) : 'n/a'} | **${row.ratio ?? 'n/a'}** |`,
        );
      for (const row of db.autosave)
        if (row.samples.length > 1)
          lines.push('', `Runs at ${row.connections} connections (answers/s): ${row.samples.join(', ')}.`);
      lines.push(
        '',
        db.database === 'postgres'
          ? 'Ratio: answers persisted per second / pgbench single-row upserts per second (target ≥ 1, p99 < 50 ms at 500 connections).'
          : 'PGlite has no pgbench: target ≥ 3,000 answers/s with p99 < 50 ms at 100 connections.',
        '',
      );
    }
    if (db.pgbenchStart)
      lines.push(
        `pgbench startExam transaction: ${db.pgbenchStart.transactionsPerSecond} tx/s at ${db.pgbenchStart.clients} clients (latency ${ms(db.pgbenchStart.latencyMs)}).`,
        '',
      );
  }
  if (report.pageLoad.length > 0) {
    lines.push(
      '## Page load (built web app, Lighthouse mobile profile, Debian Chromium)',
      '',
      '| route | JS gzip | CSS gzip | files | floor gzip | ratio to floor | heavy code loaded | performance | LCP ms |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const page of report.pageLoad)
      lines.push(
        `| ${page.route} | ${page.scriptGzipBytes} | ${page.styleGzipBytes} | ${page.files} | ${page.floorGzipBytes} | **${page.ratioToFloor}** | ${page.heavyCode.join(', ') || 'none'} | ${page.performanceScore ?? 'n/a'} | ${page.lcpMs ?? 'n/a'} |`,
      );
    lines.push(
      '',
      'Targets: ratio ≤ 1.10, no editor/chart/video/highlighter code where not shown, performance ≥ 95, LCP < 2,000 ms.',
      '',
    );
  }
  return lines.join('\n');
}

/** Writes bench/results/<date>.json and .md; returns the markdown path. */
export function writeReport(folder: string, report: BenchReport): string {
  mkdirSync(folder, { recursive: true });
  const stamp = report.startedAt.replace(/[:]/g, '-').replace(/\..+$/, '');
  writeFileSync(join(folder, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const markdownPath = join(folder, `${stamp}.md`);
  writeFileSync(markdownPath, markdownFor(report));
  return markdownPath;
}
