import type { RunEnd } from '@iexam/domain/judge';
import type { CodeLanguage } from '@iexam/domain/subjects';

/** One program with the inputs of the cases it runs on, and its subject's limits. */
export interface SandboxJob {
  language: CodeLanguage;
  code: string;
  inputs: string[];
  /** CPU time a case may use. */
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Output a case may print; the domain's default when absent. */
  outputLimitKb?: number;
}

/**
 * How one case's run ended, what it printed (cut at the output limit), the CPU time it took and its peak memory
 * (null where the runner could not measure it, e.g. a run it had to kill).
 */
export interface CaseRun {
  end: RunEnd;
  stdout: string;
  stderr: string;
  isOutputTruncated: boolean;
  timeMs: number;
  memoryKb: number | null;
}

/** A case that never ran (its program could not start, or its runner died first): a runtime error, nothing printed. */
export const NOT_RUN: CaseRun = {
  end: 'threw',
  stdout: '',
  stderr: '',
  isOutputTruncated: false,
  timeMs: 0,
  memoryKb: null,
};

/** What a runner of one language offers the judge. */
export interface LanguageRunner {
  run(job: SandboxJob): Promise<CaseRun[]>;
  /** Threads or processes started and waiting for work (a test waits for them before it times a run). */
  idleCount(): number;
  close(): Promise<void>;
}

/** Thrown when a runner cannot take work (closed, or its processes will not start): the job waits, never scores 0. */
export class SandboxUnavailableError extends Error {}

/** Thrown when the sandbox was closed (the process stops): no fault of the run, so it does not count as a try. */
export class SandboxClosedError extends SandboxUnavailableError {}

/**
 * Claims of one run before the judge gives up on it (issue 35): a program that crashes its runner, or the process
 * judging it, would otherwise be taken again forever. The last failure judges every case a system error, which
 * leaves the subject to a person (grade it, or re-judge the exam once the fault is fixed).
 */
export const MAX_JUDGE_TRIES = 3;

/**
 * The slack over a case's time limit after which the JavaScript pool terminates the thread that runs it: QuickJS's
 * interrupt should have stopped it already, so this only catches a run stuck where no interrupt is checked. The
 * Python pool has no such check inside and kills its child at the limit itself.
 */
export const JS_KILL_SLACK_MS = 30;

/**
 * Time limits are CPU time, so a loaded machine does not change verdicts; wall-clock time only stops a case that
 * waits without using the CPU (a sleep, a blocked read) or whose CPU time cannot be read, at this multiple.
 */
export function wallBackstopMs(timeLimitMs: number): number {
  return 2 * timeLimitMs + 100;
}
