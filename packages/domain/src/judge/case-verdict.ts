import type { CaseVerdict } from '../results/program-analysis';

/** How a sandbox run of one case ended, before its output is compared. */
export type RunEnd = 'exited' | 'threw' | 'timed_out' | 'out_of_memory';

/** The bytes of output a case keeps; more is cut off and the run stopped (a flood never fills the server). */
export const JUDGE_OUTPUT_LIMIT_BYTES = 64 * 1024;

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
 * limit has not finished); a program that threw is a runtime error even if its output so far was right; output
 * cut at the limit never passes.
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
    case 'threw':
      return 'runtime_error';
    case 'exited':
      if (run.isOutputTruncated) return 'wrong_answer';
      return normaliseOutput(run.stdout) === normaliseOutput(run.expectedOutput) ? 'passed' : 'wrong_answer';
    default: {
      const unknownEnd: never = run.end;
      throw new Error(`unknown run end ${String(unknownEnd)}`);
    }
  }
}
