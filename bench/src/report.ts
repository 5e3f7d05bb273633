import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { barChart, type ChartBar } from './chart';
import { type BenchReport, type DatabaseReport, type JudgeReport, runName, spread } from './report-model';
import { workersLines } from './report-workers';
import type { MonitorFigures } from './scenarios/monitor';
import { HEAVY_CODE_KINDS } from './scenarios/page-load';

const ms = (value: { p50: number; p99: number; max: number }) => `${value.p50} / ${value.p99} / ${value.max}`;
const usage = (value: { server: { cpuPercent: number; rssMaxMb: number } }) =>
  `${value.server.cpuPercent}% / ${value.server.rssMaxMb} MB`;

let stampOfReport = '';
const chartName = (db: DatabaseReport, scenario: string) =>
  `${stampOfReport}-${db.database}-workers${db.workers}-${scenario}.svg`;

/** One chart per scenario: throughput and p99 of the server beside its floor (and goal). */
function chartsFor(db: DatabaseReport): Record<string, string> {
  const charts: Record<string, string> = {};
  const server = (label: string, value: number): ChartBar => ({ label, value, kind: 'server' });
  const floor = (label: string, value: number): ChartBar => ({ label, value, kind: 'floor' });
  const info = db.examInfo;
  if (info) {
    const limits = [
      ...(info.bareSelect ? [['bare Fastify + one SELECT', info.bareSelect] as const] : []),
      ['bare Fastify hello world', info.bareFastify] as const,
    ];
    charts.info = barChart(`Exam info read on ${runName(db)}`, [
      {
        heading: 'throughput (higher is better)',
        unit: 'req/s',
        bars: [
          server('server', info.server.requestsPerSecond),
          ...limits.map(([label, result]) => floor(label, result.requestsPerSecond)),
        ],
      },
      {
        heading: 'p99 latency (lower is better)',
        unit: 'ms',
        bars: [
          server('server', info.server.latencyMs.p99),
          ...limits.map(([label, result]) => floor(label, result.latencyMs.p99)),
        ],
      },
    ]);
  }
  const burst = db.startBurst;
  if (burst)
    charts.burst = barChart(`Start burst on ${runName(db)}, ${burst.candidates} candidates`, [
      {
        heading: 'drain (lower is better)',
        unit: 's',
        bars: [
          server('server', burst.drainSeconds),
          ...(burst.floorSeconds ? [floor('floor T', burst.floorSeconds)] : []),
        ],
      },
      {
        heading: 'p99 time-to-paper (lower is better)',
        unit: 'ms',
        bars: [server('server', burst.timeToPaperMs.p99), floor('goal', 3_000)],
      },
    ]);
  if (db.autosave.length > 0)
    charts.autosave = barChart(`Autosave on ${runName(db)}`, [
      {
        heading: 'answers persisted per second (higher is better)',
        unit: '/s',
        bars: db.autosave.flatMap((row) => [
          server(`server @${row.connections}`, row.server.answersPerSecond),
          ...(row.pgbench
            ? [floor(`pgbench @${row.pgbench.clients}`, row.pgbench.transactionsPerSecond)]
            : []),
        ]),
      },
      {
        heading: 'p99 latency (lower is better)',
        unit: 'ms',
        bars: db.autosave.flatMap((row) => [
          server(`server @${row.connections}`, row.server.latencyMs.p99),
          ...(row.pgbench ? [floor(`pgbench @${row.pgbench.clients}`, row.pgbench.latencyMs.p99)] : []),
        ]),
      },
    ]);
  return charts;
}

function judgeLines(judge: JudgeReport): string[] {
  const { throughput: t, javascriptBurst: alone, mixedBurst: mixed } = judge;
  const verdicts = (burst: JudgeReport['mixedBurst']) =>
    `${burst.javascriptVerdictMs.p50}${spread(burst.p50Samples)} / ${burst.javascriptVerdictMs.p99}${spread(burst.p99Samples)} / ${burst.javascriptVerdictMs.max}`;
  return [
    '## Code judge (issues 19 and 34)',
    '',
    `JavaScript on ${t.threads} threads, the same programs (bench/src/scenarios/judge-programs.ts, three cases each) through the judge and through raw QuickJS in the same run.`,
    '',
    '| | cases/s | programs/s | judge ÷ this |',
    '|---|---|---|---|',
    `| judge (QuickJS pool, fresh runtime per case, verdict data back) | ${t.judgeCasesPerSecond} | ${t.judgeProgramsPerSecond} | |`,
    `| raw QuickJS, fresh runtime and context per case (floor) | ${t.isolatedFloorCasesPerSecond} | | ${t.ratioToIsolatedFloor} |`,
    `| raw QuickJS, one context reused, no isolation (floor) | ${t.sharedFloorCasesPerSecond} | | ${t.ratioToSharedFloor}${spread(t.ratioSamples)} |`,
    '',
    `Python: ${t.pythonProgramsPerSecond} programs/s${spread(t.pythonSamples)}, the same problems, through ${t.pythonChildren} warm pyodide children as a server keeps them (each program in a fresh child).`,
    '',
    `Hand-in bursts on ${judge.database} through the hand-in service and the judge worker (a lane per language); JavaScript verdict latency, hand-in to stored verdict, ms:`,
    '',
    '| | JavaScript p50 / p99 / max | all judged in | Python p50 / p99 / max |',
    '|---|---|---|---|',
    `| ${alone.javascript} JavaScript hand-ins alone | ${verdicts(alone)} | ${alone.drainSeconds} s | |`,
    `| the same right behind ${mixed.python} Python hand-ins | ${verdicts(mixed)} | ${mixed.drainSeconds} s | ${mixed.pythonVerdictMs ? ms(mixed.pythonVerdictMs) : ''} |`,
    '',
  ];
}

function monitorLines(m: MonitorFigures): string[] {
  return [
    '## Live monitor (issue 21)',
    '',
    `One exam, ${m.candidates} candidates with attempts, ${m.answers} answers; ${m.refreshes} refreshes one after another (the console polls every 5 s).`,
    '',
    '| | median ms | p95 ms | server ÷ this |',
    '|---|---|---|---|',
    `| GET exams/:examId/monitor (${m.server.bodyBytes} B of JSON) | ${m.server.medianMs} | ${m.server.p95Ms} | |`,
    `| the same statement alone, plain connection (floor) | ${m.statement.medianMs} | ${m.statement.p95Ms} | ${m.ratio} |`,
    '',
  ];
}

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
    lines.push(`## ${runName(db)}`, '');
    lines.push(
      `Fixture: ${db.fixture.candidates} candidates, ${db.fixture.subjects}-question paper, imported in ${db.fixture.importSeconds} s; sessions opened in ${db.fixture.tokenSeconds} s; ${`${db.fixture.preparedAttempts} first attempts prepared by the server within ${db.fixture.prepareSeconds} s of its start.`}`,
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
        ...(info.bareSelect
          ? [
              `| bare Fastify + one SELECT (floor) | ${info.bareSelect.connections} | ${info.bareSelect.requestsPerSecond} | ${ms(info.bareSelect.latencyMs)} | ${info.bareSelect.errors} | ${usage(info.bareSelect)} |`,
            ]
          : []),
        `| bare Fastify hello world | ${info.bareFastify.connections} | ${info.bareFastify.requestsPerSecond} | ${ms(info.bareFastify.latencyMs)} | ${info.bareFastify.errors} | ${usage(info.bareFastify)} |`,
        '',
        `Ratio to ${info.bareSelect ? 'bare Fastify + one SELECT' : 'bare Fastify'}: **${info.ratio}** (target ≥ 0.5); to hello world ${info.ratioToHello}. req/s medians${spread(info.samples.server) ? `: server${spread(info.samples.server)}, hello world${spread(info.samples.bareFastify)}${info.samples.bareSelect ? `, one SELECT${spread(info.samples.bareSelect)}` : ''}` : ''}.`,
        '',
        `![exam info read](${chartName(db, 'info')})`,
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
        `Drain / floor: **${burst.ratioToFloor ?? 'n/a'}** (target ≤ 1.5; p99 time-to-paper target < 3,000 ms). Floor T = 4 calls × candidates at bare Fastify's rate + candidates at pgbench's prepared start rate.${burst.errorSamples.length > 0 ? ` Errors: ${burst.errorSamples.join('; ')}` : ''}`,
        '',
        `![start burst](${chartName(db, 'burst')})`,
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
      lines.push('');
      for (const row of db.autosave)
        if (row.samples.length > 1)
          lines.push(
            `- ${row.connections} connections: server ${row.server.answersPerSecond} answers/s${spread(row.samples)}${row.pgbench ? `; pgbench ${row.pgbench.transactionsPerSecond} upserts/s${spread(row.pgbench.samples)}` : ''}.`,
          );
      if (db.pgbenchUpsertAtPool)
        lines.push(
          `- pgbench at the server's pool size (${db.pgbenchUpsertAtPool.clients} clients): ${db.pgbenchUpsertAtPool.transactionsPerSecond} upserts/s${spread(db.pgbenchUpsertAtPool.samples)}, latency ${ms(db.pgbenchUpsertAtPool.latencyMs)}.`,
        );
      lines.push(
        '',
        'Ratio: answers persisted per second / pgbench upserts per second at the same connections (single-row upsert with the seq guard, ids by `random()`, `-M prepared`; target ≥ 1, p99 < 50 ms at 500 connections, 0 errors).',
        '',
        `![autosave](${chartName(db, 'autosave')})`,
        '',
      );
    }
    if (db.pgbenchStart)
      lines.push(
        `pgbench start floor (lock, count, insert, answer page read; prepared): ${db.pgbenchStart.transactionsPerSecond} tx/s${spread(db.pgbenchStart.samples)} at ${db.pgbenchStart.clients} clients (latency ${ms(db.pgbenchStart.latencyMs)}).`,
        '',
      );
  }
  if (report.pageLoad.length > 0) {
    lines.push(
      '## Page load (built web app, Lighthouse mobile profile, Debian Chromium)',
      '',
      `| route | JS gzip | CSS gzip | files | floor gzip | ratio to floor | stack floor gzip | ratio to stack floor | heavy code loaded (looked for: ${HEAVY_CODE_KINDS.join(', ')}) | performance | LCP ms | CLS |`,
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const page of report.pageLoad)
      lines.push(
        `| ${page.route} | ${page.scriptGzipBytes} | ${page.styleGzipBytes} | ${page.files} | ${page.floorGzipBytes} | **${page.ratioToFloor}** | ${page.stackFloorGzipBytes} | ${page.ratioToStackFloor} | ${page.heavyCode.join(', ') || 'none'} | ${page.performanceScore ?? 'n/a'} | ${page.lcpMs ?? 'n/a'} | ${page.cls ?? 'n/a'} |`,
      );
    lines.push(
      '',
      'Targets: ratio ≤ 1.10, no heavy code where it is not shown, performance ≥ 95, LCP < 2,000 ms, CLS < 0.05.',
      '',
      'The stack floor is the floor with the libraries DESIGN.md chooses for every candidate page, each doing what the pages do with it (React Router, TanStack Query, i18next with react-i18next, dayjs); its ratio says what our own code and chunking add, and the floor ratio of the stack floor itself is what no page on this stack can go under.',
      '',
    );
    for (const page of report.pageLoad)
      lines.push(
        `${page.route} floor: React, react-dom and the antd components its drawn page carries: ${page.floorComponents.join(', ')}.`,
        '',
      );
    for (const page of report.pageLoad)
      lines.push(
        `${page.route}: first paint ${page.fcpMs ?? 'n/a'} ms, blocking time ${page.tbtMs ?? 'n/a'} ms; largest paint: ${page.lcpElement ?? 'n/a'}.`,
        '',
      );
    for (const page of report.pageLoad)
      if (page.shifts.length > 0)
        lines.push(
          `${page.route} layout shifts, largest first: ${page.shifts.map((shift) => `${shift.element} ${shift.score}`).join('; ')}.`,
          '',
        );
    for (const page of report.pageLoad)
      lines.push(
        `${page.route} loaded, gzip bytes, biggest first: ${page.loaded.map((item) => `${item.file} ${item.gzipBytes}`).join(', ')}.`,
        '',
      );
  }
  lines.push(...workersLines(report.databases));
  if (report.judge) lines.push(...judgeLines(report.judge));
  if (report.monitor) lines.push(...monitorLines(report.monitor));
  return lines.join('\n');
}

/** Writes bench/results/<date>.json and .md; returns the markdown path. */
export function writeReport(folder: string, report: BenchReport): string {
  mkdirSync(folder, { recursive: true });
  const stamp = report.startedAt.replace(/[:]/g, '-').replace(/\..+$/, '');
  writeFileSync(join(folder, `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  stampOfReport = stamp;
  for (const db of report.databases)
    for (const [scenario, svg] of Object.entries(chartsFor(db)))
      writeFileSync(join(folder, chartName(db, scenario)), svg);
  const markdownPath = join(folder, `${stamp}.md`);
  writeFileSync(markdownPath, markdownFor(report));
  return markdownPath;
}
