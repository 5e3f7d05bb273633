// What one `npm run bench` found (bench/results/<date>.json), and the few ways the report names its parts.
import type { LoadResult } from './load';
import type { AutosaveResult } from './scenarios/autosave';
import type { JudgeThroughput } from './scenarios/judge';
import type { HandInBurst } from './scenarios/judge-burst';
import type { MonitorFigures } from './scenarios/monitor';
import type { PageLoadResult } from './scenarios/page-load';
import type { PgbenchResult } from './scenarios/pgbench';
import type { StartBurstResult } from './scenarios/start-burst';

export interface DatabaseReport {
  database: 'embedded' | 'postgres';
  /** The server under test's processes (WORKERS). */
  workers: number;
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
    /** Hello world: the same bytes, no database. */
    bareFastify: LoadResult;
    /** The same bytes after one SELECT by primary key through pg and a pool of the server's size (PostgreSQL). */
    bareSelect?: LoadResult;
    /** Against bareSelect where measured (the goal's floor), else against bareFastify. */
    ratio: number;
    ratioToHello: number;
    /** req/s of every run (the figures above are the median run). */
    samples: { server: number[]; bareFastify: number[]; bareSelect?: number[] };
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
    pgbench: (PgbenchResult & { samples: number[] }) | null;
    ratio: number | null;
  }[];
  /** The single-row upsert at the server's pool size. */
  pgbenchUpsertAtPool?: PgbenchResult & { samples: number[] };
  pgbenchStart?: PgbenchResult & { samples: number[] };
}

export interface JudgeReport {
  database: string;
  throughput: JudgeThroughput & { ratioSamples: number[]; pythonSamples: number[] };
  /** JavaScript hand-ins alone, then the same right behind a backlog of Python ones (issue 34). */
  javascriptBurst: HandInBurst & { p99Samples: number[]; p50Samples: number[] };
  mixedBurst: HandInBurst & { p99Samples: number[]; p50Samples: number[] };
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  totalSeconds: number;
  machine: { cpus: number; memoryGb: number; node: string };
  settings: { warmupSeconds: number; seconds: number; repeat: number };
  databases: DatabaseReport[];
  pageLoad: PageLoadResult[];
  /** Issue 19's code judge, when the judge scenario ran. */
  judge?: JudgeReport;
  /** Issue 21's live monitor, when the monitor scenario ran. */
  monitor?: MonitorFigures;
  /** Scenarios asked for but not measured, each with the reason (a missing Chromium, a failed Lighthouse run). */
  skipped: string[];
}

/** "median (min–max of n)" for a figure measured several times. */
export function spread(samples: number[]): string {
  if (samples.length < 2) return '';
  const sorted = [...samples].sort((a, b) => a - b);
  return ` (${sorted[0]}–${sorted.at(-1)} over ${sorted.length} runs)`;
}

/** The database and the server's processes, as headings and chart titles name them. */
export const runName = (db: DatabaseReport) => `${db.database}, WORKERS=${db.workers}`;
