import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { findOpenCandidateByCode } from '../repo';
import { requireOpenEntry } from './require-open-entry';

/**
 * The open-link identity an identifyCode names for this exam. A code of another exam is as unknown as a code that
 * does not exist: the answer must not tell an enumerator which codes are real elsewhere (SPEC §8 failure path). A
 * real code of an exam whose open entry is off is 'no data!' (issue 35).
 */
export async function resolveIdentifyCode(db: Db, schoolId: string, examId: number, identifyCode: string) {
  const candidate = await findOpenCandidateByCode(db, schoolId, identifyCode);
  if (!candidate || candidate.examId !== examId) throw new AppError('IDENTIFY_CODE_UNKNOWN');
  await requireOpenEntry(db, schoolId, examId);
  return candidate;
}
