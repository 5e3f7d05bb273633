import type { CaseResult } from '@iexam/domain/results';
import type { DbOrTx } from '../../../db/client';
import { findJudgedRunsOfAttempt } from '../repo';

/** The judge's case results of an attempt's programs, by subject; a program not judged (yet) is absent. */
export async function findCaseResultsOfAttempt(
  db: DbOrTx,
  schoolId: string,
  examResultId: number,
): Promise<Map<number, CaseResult[]>> {
  const runs = await findJudgedRunsOfAttempt(db, schoolId, examResultId);
  return new Map(runs.flatMap((run) => (run.caseResults ? [[run.subjectId, run.caseResults]] : [])));
}
