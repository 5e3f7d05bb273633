import { CASE_VERDICTS } from '@iexam/domain/results';
import { z } from 'zod';

/** One sample case as "Run samples" answers it: the sample's own input and expected output are the candidate's. */
export const sampleResultSchema = z.object({
  position: z.number(),
  isSample: z.literal(true),
  verdict: z.enum(CASE_VERDICTS),
  timeMs: z.number().describe('the CPU time the program took on the case, in milliseconds'),
  memoryKb: z
    .number()
    .nullable()
    .describe('its peak memory in KiB; null where the judge could not measure it'),
  input: z.string(),
  expectedOutput: z.string(),
  actualOutput: z.string().describe('what the program printed (the first 4000 characters)'),
  errorOutput: z.string().describe('what it printed as errors, with the error that ended it'),
});

export const runSamplesResultSchema = z.object({
  language: z.string(),
  caseResults: z.array(sampleResultSchema),
});

export const rejudgeResultSchema = z.object({
  examId: z.number(),
  attemptCount: z.number().describe('handed-in attempts of the exam'),
  queuedCount: z.number().describe('programs queued for the judge'),
});
