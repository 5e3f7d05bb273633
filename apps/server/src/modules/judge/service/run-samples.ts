import { AppError } from '@iexam/domain/errors';
import { caseVerdict, type RunSamplesBody } from '@iexam/domain/judge';
import { SUBJECT_TYPE } from '@iexam/domain/subjects';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { findJudgedSubject } from '../repo';
import { SandboxUnavailableError } from '../sandbox/run-types';
import type { Sandbox } from '../sandbox/sandbox';
import { sandboxJob } from './program-of';

/** What a candidate sees of each output: enough to compare by eye, not a flood in the page. */
const SHOWN_OUTPUT_CHARS = 4000;

/**
 * "Run samples" (issue 19): the candidate's program as it stands in the editor, on the subject's sample cases, with
 * each case's verdict, CPU time and peak memory and, samples only, its input, expected and actual output. Only while
 * the attempt is running; nothing is stored (the answer is autosaved as any other). A busy or broken sandbox is a
 * 503.
 */
export async function runSamples(
  db: Db,
  sandbox: Sandbox,
  candidate: Candidate,
  body: RunSamplesBody,
  now: Date,
) {
  const attempt = await requireAccess(db, candidate, { attempt: body.examResultId }, now);
  if (attempt.status !== 'in_progress') throw new AppError('ATTEMPT_SUBMITTED');
  const subject = await findJudgedSubject(db, candidate.schoolId, body.subjectId);
  if (!subject || subject.paperId !== attempt.paperId || subject.subjectType !== SUBJECT_TYPE.code)
    throw new AppError('NOT_FOUND');
  if (!subject.codeLanguages.includes(body.language))
    throw new AppError('VALIDATION_FAILED', {
      field: 'language',
      message: `language: this question takes ${subject.codeLanguages.join(', ')}`,
    });
  const samples = subject.cases.filter((entry) => entry.isSample);
  let runs: Awaited<ReturnType<Sandbox['run']>>;
  try {
    runs = await sandbox.run(sandboxJob(subject, body, samples));
  } catch (error) {
    if (error instanceof SandboxUnavailableError)
      throw new AppError('UNAVAILABLE', { message: error.message });
    throw error;
  }
  return {
    language: body.language,
    caseResults: samples.map((sample, index) => {
      const run = runs[index];
      if (!run) throw new Error('the sandbox returned fewer runs than cases');
      return {
        position: sample.position,
        isSample: true as const,
        verdict: caseVerdict({ ...run, expectedOutput: sample.expectedOutput }),
        timeMs: run.timeMs,
        // A runner that could not measure the memory leaves it out.
        memoryKb: run.memoryKb ?? null,
        input: sample.input,
        expectedOutput: sample.expectedOutput,
        actualOutput: run.stdout.slice(0, SHOWN_OUTPUT_CHARS),
        errorOutput: run.stderr.slice(0, SHOWN_OUTPUT_CHARS),
      };
    }),
  };
}
