import { DEFAULT_OUTPUT_LIMIT_KB } from '@iexam/domain/judge';
import type { CaseRun, SandboxJob } from './run-types';

/** What a pool's thread or process is sent: the job and the limits the sandbox applies itself. */
export interface WireJob extends Omit<SandboxJob, 'language' | 'outputLimitKb'> {
  jobId: number;
  outputLimitBytes: number;
}

let lastJobId = 0;

export function wireJob(job: SandboxJob): WireJob {
  lastJobId += 1;
  const { language: _language, outputLimitKb, ...rest } = job;
  return { ...rest, jobId: lastJobId, outputLimitBytes: (outputLimitKb ?? DEFAULT_OUTPUT_LIMIT_KB) * 1024 };
}

/** The run the pool reports for a case it had to kill: the sandbox never answered within the limit. */
export function killedRun(elapsedMs: number): CaseRun {
  return {
    end: 'timed_out',
    stdout: '',
    stderr: '',
    isOutputTruncated: false,
    timeMs: Math.round(elapsedMs),
    memoryKb: null,
  };
}

/**
 * Collects a job's runs case by case, as its runner reports them, and calls `kill` when a case runs past its limit
 * plus `slackMs`: the runner's own time check failed to stop it (a long GC pause, a native call) or it has none, and
 * the pool must still keep the promise of limit + 100 ms. Each case's clock starts when the previous case's run
 * arrives.
 */
export function watchCases(job: WireJob, slackMs: number, kill: (elapsedMs: number) => void) {
  const runs: CaseRun[] = [];
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    if (runs.length === job.inputs.length) return;
    const caseStarted = performance.now();
    timer = setTimeout(() => kill(performance.now() - caseStarted), job.timeLimitMs + slackMs);
  };
  arm();
  return {
    runs,
    /** Records a run; true when the job has every run. */
    add(run: CaseRun) {
      runs.push(run);
      arm();
      return runs.length === job.inputs.length;
    },
    /** The inputs not yet run (after a kill, the case that was running counts as run). */
    remainingInputs: () => job.inputs.slice(runs.length),
    stop: () => clearTimeout(timer),
  };
}
