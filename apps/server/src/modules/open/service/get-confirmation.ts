import { AppError } from '@iexam/domain/errors';
import type { Db } from '../../../db/client';
import { getSchool } from '../../schools/service/get-school';
import { requireOpenCandidate } from './require-open-candidate';

/** SPEC §7 confirm GET: the notice the visitor must accept, and what they answered so far. */
export async function getConfirmation(
  db: Db,
  principal: { schoolId: string; examId: number; openCandidateId: number },
  userId: number,
  loadNotice: (examId: number) => Promise<string>,
) {
  const candidate = await requireOpenCandidate(db, principal);
  if (candidate.id !== userId) throw new AppError('NOT_FOUND');
  const school = await getSchool(db, principal.schoolId);
  return {
    userId: candidate.id,
    schoolName: school?.name ?? '',
    notice: await loadNotice(candidate.examId),
    confirmNotice: candidate.confirmNotice,
    rejectCause: candidate.rejectCause,
  };
}
