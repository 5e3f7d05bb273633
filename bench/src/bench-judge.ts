import { startScratchServer } from '../../apps/server/src/db/embedded/open';
import { SERVICE_URL } from './bench-database';
import { log } from './processes';
import type { JudgeReport } from './report-model';
import { runJudgeThroughput } from './scenarios/judge';
import { runHandInBurst } from './scenarios/judge-burst';
import { BURST_CONNECTIONS, DATABASES, medianOf, SECONDS, WARMUP } from './settings';

/** Issue 19: the judge's throughput beside raw QuickJS, and a hand-in burst on the first database of the run. */
export async function benchJudge(): Promise<JudgeReport> {
  log(`judge: ${SECONDS} s per measurement, raw QuickJS floors in the same run…`);
  const throughput = await medianOf(
    () => runJudgeThroughput(SECONDS, WARMUP),
    (result) => result.ratioToSharedFloor,
  );
  log(
    `judge:     ${throughput.median.judgeCasesPerSecond} cases/s, ${throughput.median.ratioToSharedFloor}× raw QuickJS`,
  );
  const embedded = DATABASES[0] === 'embedded' ? await startScratchServer() : undefined;
  try {
    const burst = await medianOf(
      () => runHandInBurst(embedded?.embedded.url ?? SERVICE_URL, BURST_CONNECTIONS),
      (result) => result.verdictLatencyMs.p99,
    );
    log(
      `judge:     ${BURST_CONNECTIONS} hand-ins judged in ${burst.median.drainSeconds} s, verdict p99 ${burst.median.verdictLatencyMs.p99} ms`,
    );
    return {
      database: DATABASES[0] ?? 'postgres',
      throughput: { ...throughput.median, ratioSamples: throughput.samples },
      handInBurst: { ...burst.median, p99Samples: burst.samples },
    };
  } finally {
    await embedded?.stop();
  }
}
