import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { findOpenCandidateById } from '../repo';
import { requireOpenEntry } from './require-open-entry';

/** The identity behind an open-link token, which must still belong to the token's exam, its open entry on. */
export async function requireOpenCandidate(
  db: Db,
  principal: { schoolId: string; examId: number; openCandidateId: number },
) {
  const candidate = await findOpenCandidateById(db, principal.schoolId, principal.openCandidateId);
  if (!candidate || candidate.examId !== principal.examId) throw new AppError('NOT_FOUND');
  await requireOpenEntry(db, principal.schoolId, principal.examId);
  return candidate;
}
