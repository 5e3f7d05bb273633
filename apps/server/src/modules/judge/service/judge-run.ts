import { caseVerdict, judgedScore } from '@iexam/domain/judge';
import type { CaseResult } from '@iexam/domain/results';
import { lockAttempt } from '../../../db/attempt-lock';
import type { Db } from '../../../db/client';
import { recomputeOutcome } from '../../attempts/service/recompute-outcome';
import {
  findJudgedSubject,
  findStoredAnswer,
  type JudgeRun,
  releaseRun,
  saveJudgedRun,
  setJudgedGrade,
} from '../repo';
import { type CaseRun, NOT_RUN, SandboxUnavailableError } from '../sandbox/run-types';
import type { Sandbox } from '../sandbox/sandbox';
import { programOf, sandboxJob } from './program-of';

/**
 * Runs a claimed program on its subject's hidden cases and grades it (issue 19): the case results are stored, the
 * answer gets the judged score, and the attempt's score and result are computed again. When the sandbox cannot
 * take the work the run goes back to the queue: the subject stays "grading in progress", never 0.
 * Returns false when the run was given back.
 */
export async function judgeRun(db: Db, sandbox: Sandbox, run: JudgeRun, now: () => Date): Promise<boolean> {
  const [subject, answer] = await Promise.all([
    findJudgedSubject(db, run.schoolId, run.subjectId),
    findStoredAnswer(db, run),
  ]);
  const program = programOf(answer);
  const hidden = subject?.cases.filter((entry) => !entry.isSample) ?? [];
  let runs: CaseRun[];
  if (!subject || !program) runs = [];
  else if (!subject.codeLanguages.includes(program.language))
    runs = hidden.map(() => NOT_RUN); // a language the subject does not offer cannot start
  else {
    try {
      runs = await sandbox.run(sandboxJob(subject, program, hidden));
    } catch (error) {
      if (!(error instanceof SandboxUnavailableError)) throw error;
      await releaseRun(db, run);
      return false;
    }
  }
  const caseResults: CaseResult[] = runs.map((caseRun, index) => ({
    position: hidden[index]?.position ?? index,
    isSample: false,
    verdict: caseVerdict({ ...caseRun, expectedOutput: hidden[index]?.expectedOutput ?? '' }),
    timeMs: caseRun.timeMs,
    memoryKb: caseRun.memoryKb,
  }));
  const judgedAt = now();
  await db.transaction(async (tx) => {
    // The attempt first, as every write to an attempt takes it (saves, hand-ins, grades): one order, no deadlock.
    await lockAttempt(tx, run.schoolId, run.examResultId);
    if (!(await saveJudgedRun(tx, run, caseResults, judgedAt))) return;
    if (!subject) return;
    const grade = judgedScore(
      subject,
      caseResults.map((result) => result.verdict),
    );
    await setJudgedGrade(tx, run, grade, judgedAt);
    await recomputeOutcome(tx, run.schoolId, run.examResultId);
  });
  return true;
}
