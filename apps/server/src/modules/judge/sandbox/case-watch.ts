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

/** How often a runner's CPU clock is read while a case runs. */
const CPU_POLL_MS = 10;

/**
 * Collects a job's runs case by case, as its runner reports them, and calls `kill` when a case runs past its limit:
 * past its CPU time limit, where `cpuMs` reads the runner's CPU clock (the Python child's thread), or else past the
 * limit plus `slackMs` of wall-clock time (the runner's own time check failed to stop it, or it has none). Each
 * case's clocks start when the previous case's run arrives; a run's `timeMs` becomes the CPU time the clock saw.
 */
export function watchCases(
  job: WireJob,
  slackMs: number,
  kill: (elapsedMs: number) => void,
  cpuMs: () => number | undefined = () => undefined,
) {
  const runs: CaseRun[] = [];
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  let caseCpuStart: number | undefined;
  const stop = () => {
    clearTimeout(timer);
    clearInterval(poll);
  };
  const arm = () => {
    stop();
    if (runs.length === job.inputs.length) return;
    const caseStarted = performance.now();
    caseCpuStart = cpuMs();
    timer = setTimeout(() => kill(performance.now() - caseStarted), job.timeLimitMs + slackMs);
    if (caseCpuStart === undefined) return;
    const start = caseCpuStart;
    poll = setInterval(() => {
      const used = (cpuMs() ?? start) - start;
      if (used > job.timeLimitMs) kill(used);
    }, CPU_POLL_MS);
  };
  arm();
  return {
    runs,
    /** Records a run; true when the job has every run. */
    add(run: CaseRun) {
      const now = cpuMs();
      const cpuTime = caseCpuStart !== undefined && now !== undefined ? now - caseCpuStart : undefined;
      runs.push(
        cpuTime === undefined || run.end === 'timed_out' ? run : { ...run, timeMs: Math.round(cpuTime) },
      );
      arm();
      return runs.length === job.inputs.length;
    },
    /** The inputs not yet run (after a kill, the case that was running counts as run). */
    remainingInputs: () => job.inputs.slice(runs.length),
    stop,
  };
}
