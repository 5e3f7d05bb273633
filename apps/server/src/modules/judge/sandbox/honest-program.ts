import type { CaseVerdict } from '@iexam/domain/results';
import type { CodeLanguage } from '@iexam/domain/subjects';

/**
 * A program an honest contestant writes, and the verdict a contest judge (Codeforces, DMOJ, Judge0, CodeRunner)
 * gives it on its one case (issue 34). `stderr` is what the error output must hold (a line number, a message).
 */
export interface HonestProgram {
  name: string;
  language: CodeLanguage;
  code: string;
  input: string;
  expectedOutput: string;
  verdict: CaseVerdict;
  stderr?: RegExp;
  timeLimitMs?: number;
  memoryLimitMb?: number;
  outputLimitKb?: number;
}
