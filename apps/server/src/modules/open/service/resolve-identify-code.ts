import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { findOpenCandidateByCode } from '../repo';

/**
 * The open-link identity an identifyCode names for this exam. A code of another exam is as unknown as a code that
 * does not exist: the answer must not tell an enumerator which codes are real elsewhere (SPEC §8 failure path).
 */
export async function resolveIdentifyCode(db: Db, schoolId: string, examId: number, identifyCode: string) {
  const candidate = await findOpenCandidateByCode(db, schoolId, identifyCode);
  if (!candidate || candidate.examId !== examId) throw new AppError('IDENTIFY_CODE_UNKNOWN');
  return candidate;
}
