import { caseVerdict, judgedScore } from '@iexam/domain/judge';
import type { CaseResult } from '@iexam/domain/results';
import { lockAttempt } from '../../../db/attempt-lock';
import type { Db } from '../../../db/client';
import { recomputeOutcome } from '../../attempts/service/recompute-outcome';
import { type AttemptScores, auditScoreChanges, readScores } from '../../attempts/service/score-audit';
import {
  findJudgedSubject,
  findStoredAnswer,
  type JudgeRun,
  releaseRun,
  saveJudgedRun,
  setJudgedGrade,
} from '../repo';
import {
  type CaseRun,
  MAX_JUDGE_TRIES,
  NOT_RUN,
  SandboxClosedError,
  SandboxUnavailableError,
} from '../sandbox/run-types';
import type { Sandbox } from '../sandbox/sandbox';
import { programOf, sandboxJob } from './program-of';

/**
 * Runs a claimed program on its subject's hidden cases and grades it (issue 19): the case results are stored, the
 * answer gets the judged score, and the attempt's score and result are computed again. When the sandbox cannot
 * take the work the run goes back to the queue: the subject stays "grading in progress", never 0. A run that has
 * failed MAX_JUDGE_TRIES times (it crashes its runner, or the process judging it) is judged a system error instead
 * of being taken again forever (issue 35). Returns false when the run was given back.
 */
export async function judgeRun(db: Db, sandbox: Sandbox, run: JudgeRun, now: () => Date): Promise<boolean> {
  const [subject, answer] = await Promise.all([
    findJudgedSubject(db, run.schoolId, run.subjectId),
    findStoredAnswer(db, run),
  ]);
  const program = programOf(answer);
  const hidden = subject?.cases.filter((entry) => !entry.isSample) ?? [];
  const systemError = () => storeSystemError(db, run, hidden, now());
  // Claimed again after the last try ended without an answer: the process judging it died with it.
  if (run.tries > MAX_JUDGE_TRIES) return systemError();
  let runs: CaseRun[];
  if (!subject || !program) runs = [];
  else if (!subject.codeLanguages.includes(program.language))
    runs = hidden.map(() => NOT_RUN); // a language the subject does not offer cannot start
  else {
    try {
      runs = await sandbox.run(sandboxJob(subject, program, hidden));
    } catch (error) {
      if (error instanceof SandboxClosedError) {
        await releaseRun(db, run, true);
        return false;
      }
      if (run.tries >= MAX_JUDGE_TRIES) return systemError();
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
    // readScores takes it too, for a run staff sent again, whose new grade is audited for them (issue 40).
    const queuedBy = run.queuedByUserId;
    let before: AttemptScores | undefined;
    if (queuedBy === null) await lockAttempt(tx, run.schoolId, run.examResultId);
    else before = await readScores(tx, run.schoolId, run.examResultId);
    if (!(await saveJudgedRun(tx, run, caseResults, judgedAt))) return;
    if (!subject) return;
    const grade = judgedScore(
      subject,
      caseResults.map((result) => result.verdict),
    );
    await setJudgedGrade(tx, run, grade, judgedAt);
    await recomputeOutcome(tx, run.schoolId, run.examResultId);
    if (queuedBy !== null)
      await auditScoreChanges(tx, { schoolId: run.schoolId, userId: queuedBy }, before, {
        action: 'grade.judged',
      });
  });
  return true;
}

/**
 * Every hidden case of the run judged a system error. The answer keeps no machine grade: the fault is ours, so the
 * subject waits for a person (grading by hand, or a re-judge of the exam), and the attempt stays in 'grading'.
 */
async function storeSystemError(db: Db, run: JudgeRun, hidden: { position: number }[], judgedAt: Date) {
  const caseResults: CaseResult[] = hidden.map((entry) => ({
    position: entry.position,
    isSample: false,
    verdict: 'system_error',
    timeMs: null,
    memoryKb: null,
  }));
  await db.transaction(async (tx) => {
    await lockAttempt(tx, run.schoolId, run.examResultId);
    await saveJudgedRun(tx, run, caseResults, judgedAt);
  });
  return true;
}
