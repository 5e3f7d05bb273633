import { startScratchServer } from '../../apps/server/src/db/embedded/open';
import { SERVICE_URL } from './bench-database';
import { log } from './processes';
import type { JudgeReport } from './report-model';
import { runJudgeThroughput } from './scenarios/judge';
import { type HandInBurst, runHandInBurst } from './scenarios/judge-burst';
import { DATABASES, medianOf, REPEAT, SECONDS, WARMUP } from './settings';

/** Issue 34's mixed burst: JavaScript hand-ins right behind a backlog of Python ones. */
const BURST = { javascript: 200, python: 50 };

/** The run with the median JavaScript verdict p99, and every run's p50 and p99 beside it. */
function medianRun(runs: HandInBurst[]) {
  const sorted = [...runs].sort((a, b) => a.javascriptVerdictMs.p99 - b.javascriptVerdictMs.p99);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] as HandInBurst,
    p50Samples: runs.map((run) => run.javascriptVerdictMs.p50),
    p99Samples: runs.map((run) => run.javascriptVerdictMs.p99),
  };
}

/**
 * Issues 19 and 34: the judge's throughput beside raw QuickJS and Python's programs per second, then the JavaScript
 * hand-in burst alone and behind a Python backlog, on the first database of the run.
 */
export async function benchJudge(): Promise<JudgeReport> {
  log(`judge: ${SECONDS} s per measurement, raw QuickJS floors in the same run…`);
  const pythonSamples: number[] = [];
  const throughput = await medianOf(
    () =>
      runJudgeThroughput(SECONDS, WARMUP).then((result) => {
        pythonSamples.push(result.pythonProgramsPerSecond);
        return result;
      }),
    (result) => result.ratioToSharedFloor,
  );
  const t = throughput.median;
  log(
    `judge:     JavaScript ${t.judgeProgramsPerSecond} programs/s, ${t.ratioToSharedFloor}× raw QuickJS; Python ${t.pythonProgramsPerSecond} programs/s`,
  );
  const embedded = DATABASES[0] === 'embedded' ? await startScratchServer() : undefined;
  const adminUrl = embedded?.embedded.url ?? SERVICE_URL;
  try {
    // The burst alone and behind the Python backlog take turns, so a change in the machine's load (other work on a
    // shared machine) falls on both alike.
    const aloneRuns: HandInBurst[] = [];
    const mixedRuns: HandInBurst[] = [];
    for (let turn = 0; turn < REPEAT; turn += 1) {
      aloneRuns.push(await runHandInBurst(adminUrl, { javascript: BURST.javascript, python: 0 }));
      mixedRuns.push(await runHandInBurst(adminUrl, BURST));
    }
    const alone = medianRun(aloneRuns);
    const mixed = medianRun(mixedRuns);
    log(
      `judge:     ${BURST.javascript} JavaScript hand-ins alone: verdict p50 ${alone.median.javascriptVerdictMs.p50} ms, p99 ${alone.median.javascriptVerdictMs.p99} ms`,
    );
    log(
      `judge:     behind ${BURST.python} Python hand-ins: JavaScript verdict p50 ${mixed.median.javascriptVerdictMs.p50} ms, p99 ${mixed.median.javascriptVerdictMs.p99} ms; all judged in ${mixed.median.drainSeconds} s`,
    );
    return {
      database: DATABASES[0] ?? 'postgres',
      throughput: { ...t, ratioSamples: throughput.samples, pythonSamples },
      javascriptBurst: { ...alone.median, p99Samples: alone.p99Samples, p50Samples: alone.p50Samples },
      mixedBurst: { ...mixed.median, p99Samples: mixed.p99Samples, p50Samples: mixed.p50Samples },
    };
  } finally {
    await embedded?.stop();
  }
}
