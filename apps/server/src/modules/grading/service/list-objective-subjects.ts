import { requireAccess } from '../../../access/require-access';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findObjectiveSubjects } from '../repo-regrade';

/** What an exam admin may regrade: the exam's objective subjects with their keys, per paper version. */
export async function listObjectiveSubjects(db: Db, staff: Staff, examId: number, now: Date) {
  const scope = await requireAccess(db, staff, { exam: examId, duty: 'manage' }, now);
  return findObjectiveSubjects(db, staff.schoolId, scope.examId);
}
