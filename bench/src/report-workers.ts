// Issue 16's comparison of the server under test at several process counts (BENCH_WORKERS=1,2): each scenario's
// figure per WORKERS beside the first count's, for every database measured that way.
import { round } from './processes';
import type { DatabaseReport } from './report-model';

interface Figure {
  label: string;
  /** Higher is better unless `lower` (drain, latency). */
  lower?: boolean;
  read(db: DatabaseReport): number | undefined;
}

const FIGURES: Figure[] = [
  { label: 'exam info read, req/s', read: (db) => db.examInfo?.server.requestsPerSecond },
  { label: 'exam info read, p99 ms', lower: true, read: (db) => db.examInfo?.server.latencyMs.p99 },
  { label: 'start burst, drain s', lower: true, read: (db) => db.startBurst?.drainSeconds },
  {
    label: 'start burst, p99 time-to-paper ms',
    lower: true,
    read: (db) => db.startBurst?.timeToPaperMs.p99,
  },
  ...[100, 500].flatMap((connections): Figure[] => [
    {
      label: `autosave at ${connections}, answers/s`,
      read: (db) => db.autosave.find((row) => row.connections === connections)?.server.answersPerSecond,
    },
    {
      label: `autosave at ${connections}, p99 ms`,
      lower: true,
      read: (db) => db.autosave.find((row) => row.connections === connections)?.server.latencyMs.p99,
    },
  ]),
];

export function workersLines(databases: DatabaseReport[]): string[] {
  const lines: string[] = [];
  for (const database of new Set(databases.map((db) => db.database))) {
    const runs = databases.filter((db) => db.database === database);
    const [first, ...others] = runs;
    if (!first || others.length === 0) continue;
    const figures = FIGURES.filter((figure) => runs.every((db) => figure.read(db) !== undefined));
    lines.push(
      `## ${database}: the server with ${runs.map((db) => db.workers).join(' and ')} processes`,
      '',
      `| figure | ${runs.map((db) => `WORKERS=${db.workers}`).join(' | ')} | ${others.map((db) => `${db.workers} ÷ ${first.workers}`).join(' | ')} |`,
      `|---|${runs.map(() => '---').join('|')}|${others.map(() => '---').join('|')}|`,
    );
    for (const figure of figures) {
      const base = figure.read(first) as number;
      const ratios = others.map((db) => {
        const value = figure.read(db) as number;
        return base > 0 ? String(round(value / base, 2)) : 'n/a';
      });
      lines.push(
        `| ${figure.label}${figure.lower ? ' (lower is better)' : ''} | ${runs.map((db) => figure.read(db)).join(' | ')} | ${ratios.join(' | ')} |`,
      );
    }
    lines.push(
      '',
      'Every process count ran on a fresh copy of the fixture; the floors in each section above are one process and were measured again beside each count.',
      '',
    );
  }
  return lines;
}
