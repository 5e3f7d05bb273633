import { AppError } from '@iexam/domain/errors';
import type { Candidate } from '../../../access/candidate';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { setFlag } from '../repo';
import { subjectTypesOfPaper } from './paper-subjects';

/**
 * Flags a question of the running attempt for review, or unflags it (issue 17 defect 10): the candidate's own note,
 * kept with the attempt so that a reload or another device shows it. One statement, so two tabs flagging at once
 * both count. Answers the flagged questions as they are now.
 */
export async function setReviewFlag(
  db: Db,
  candidate: Candidate,
  input: { examResultId: number; subjectId: number; isFlagged: boolean },
  now: Date,
) {
  const attempt = await requireAccess(db, candidate, { attempt: input.examResultId }, now);
  if (attempt.status !== 'in_progress') throw new AppError('ATTEMPT_SUBMITTED');
  const types = await subjectTypesOfPaper(db, candidate.schoolId, attempt.paperId);
  if (!types.has(input.subjectId))
    throw new AppError('VALIDATION_FAILED', { field: 'subjectId', message: 'not a subject of this paper' });
  const row = await setFlag(db, candidate.schoolId, attempt.id, input.subjectId, input.isFlagged);
  if (!row) throw new AppError('ATTEMPT_SUBMITTED');
  return { flaggedSubjectIds: row.flaggedSubjectIds };
}
