import { AppError } from '@iexam/domain/errors';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { setAppraisalDirection } from '../repo';

/** SPEC §7 selectAppraisalDirection: the direction the candidate chose for their ability appraisal. */
export async function chooseAppraisalDirection(
  db: Db,
  candidate: Candidate,
  input: { examResultId: number; direction: string },
  now: Date,
) {
  const attempt = await requireAccess(db, candidate, { attempt: input.examResultId }, now);
  // The appraisal reads the graded attempt: an attempt still being written has nothing to appraise yet.
  if (attempt.status === 'in_progress')
    throw new AppError('CONFLICT', {
      field: 'examResultId',
      message: 'examResultId: hand the attempt in first',
    });
  await setAppraisalDirection(db, candidate.schoolId, attempt.id, input.direction.trim());
  return { examResultId: attempt.id, appraisalDirection: input.direction.trim() };
}
