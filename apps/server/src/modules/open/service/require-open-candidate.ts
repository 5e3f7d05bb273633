import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { findOpenCandidateById } from '../repo';

/** The identity behind an open-link token, which must still belong to the token's exam. */
export async function requireOpenCandidate(
  db: Db,
  principal: { schoolId: string; examId: number; openCandidateId: number },
) {
  const candidate = await findOpenCandidateById(db, principal.schoolId, principal.openCandidateId);
  if (!candidate || candidate.examId !== principal.examId) throw new AppError('NOT_FOUND');
  return candidate;
}
