import { DEFAULT_MEMORY_LIMIT_MB, DEFAULT_OUTPUT_LIMIT_KB, DEFAULT_TIME_LIMIT_MS } from '@iexam/domain/judge';
import { CODE_LANGUAGES, type CodeLanguage } from '@iexam/domain/subjects';
import type { SandboxJob } from '../sandbox/run-types';

/** The program in a stored code answer (`{ language, code }`), or null when there is none to run. */
export function programOf(answer: unknown): { language: CodeLanguage; code: string } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { language, code } = answer as { language?: unknown; code?: unknown };
  if (typeof code !== 'string' || code.trim() === '') return null;
  if (!(CODE_LANGUAGES as readonly unknown[]).includes(language)) return null;
  return { language: language as CodeLanguage, code };
}

/** A sandbox job: the program on these cases' inputs under the subject's limits (or the defaults). */
export function sandboxJob(
  subject: { timeLimitMs: number | null; memoryLimitMb: number | null; outputLimitKb: number | null },
  program: { language: CodeLanguage; code: string },
  cases: { input: string }[],
): SandboxJob {
  return {
    ...program,
    inputs: cases.map((entry) => entry.input),
    timeLimitMs: subject.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMb: subject.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB,
    outputLimitKb: subject.outputLimitKb ?? DEFAULT_OUTPUT_LIMIT_KB,
  };
}
