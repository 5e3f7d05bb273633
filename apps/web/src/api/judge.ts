import type { RunSamplesBody } from '@iexam/domain/judge';
import type { CaseVerdict } from '@iexam/domain/results';
import { apiRequest } from './client';

/** One sample case as the judge ran it: the sample's own input and expected output beside what the program printed. */
export interface SampleRun {
  position: number;
  isSample: true;
  verdict: CaseVerdict;
  /** CPU time in milliseconds. */
  timeMs: number;
  /** Peak memory in KiB; null where the judge could not measure it. */
  memoryKb: number | null;
  input: string;
  expectedOutput: string;
  actualOutput: string;
  errorOutput: string;
}

export interface RunSamplesResult {
  language: string;
  caseResults: SampleRun[];
}

/**
 * POST /api/iexam/subject/v1/runSamples (designed path, issue 19): the program in the editor on the question's
 * sample cases. 429 with retryAfterSeconds past the per-minute limit; 503 when the judge cannot take it now.
 */
export function runSamples(
  schoolId: string,
  body: RunSamplesBody,
  token: string | undefined,
): Promise<RunSamplesResult> {
  return apiRequest('/api/iexam/subject/v1/runSamples', { method: 'POST', schoolId, token, body });
}
