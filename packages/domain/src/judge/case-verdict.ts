import type { CaseVerdict } from '../results/program-analysis';

/** How a sandbox run of one case ended, before its output is compared. */
export type RunEnd = 'exited' | 'threw' | 'timed_out' | 'out_of_memory' | 'compile_error';

/**
 * The bytes of output a case may print when its subject names no limit of its own; more is cut off, the run stopped
 * and the verdict is output_limit (a flood never fills the server). Contest judges keep at least this much.
 */
export const DEFAULT_OUTPUT_LIMIT_KB = 8 * 1024;
/** The largest output limit a subject may set. */
export const MAX_OUTPUT_LIMIT_KB = 64 * 1024;

/** The time and memory limits a code subject gets when its definition names none. */
export const DEFAULT_TIME_LIMIT_MS = 2000;
export const DEFAULT_MEMORY_LIMIT_MB = 64;

/**
 * Output as the judge compares it: line ends unified, trailing spaces of each line and trailing blank lines dropped,
 * so `print` and `console.log` (which end with a newline) match an expected output written without one.
 */
export function normaliseOutput(output: string): string {
  return output
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/**
 * DESIGN §5 code questions: the verdict of one case. A limit wins over what was printed (a program stopped at the
 * limit has not finished); output past its limit stopped the program, so it is output_limit whatever came after; a
 * program that threw is a runtime error even if its output so far was right; one that did not compile never ran.
 */
export function caseVerdict(run: {
  end: RunEnd;
  stdout: string;
  isOutputTruncated: boolean;
  expectedOutput: string;
}): CaseVerdict {
  switch (run.end) {
    case 'timed_out':
      return 'time_limit';
    case 'out_of_memory':
      return 'memory_limit';
    case 'compile_error':
      return 'compile_error';
    case 'threw':
      return run.isOutputTruncated ? 'output_limit' : 'runtime_error';
    case 'exited':
      if (run.isOutputTruncated) return 'output_limit';
      return normaliseOutput(run.stdout) === normaliseOutput(run.expectedOutput) ? 'passed' : 'wrong_answer';
    default: {
      const unknownEnd: never = run.end;
      throw new Error(`unknown run end ${String(unknownEnd)}`);
    }
  }
}
