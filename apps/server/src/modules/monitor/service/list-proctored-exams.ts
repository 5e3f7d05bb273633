import { AppError } from '@iexam/domain/errors';
import { roleMayDo, roleNeedsAssignment } from '@iexam/domain/staff';
import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findProctoredExams } from '../repo-monitor';

/** The monitor's index: the exams the staff member may proctor (all of the school's for an exam admin). */
export async function listProctoredExams(db: Db, staff: Staff) {
  if (!roleMayDo(staff.role, 'proctor')) throw new AppError('FORBIDDEN');
  return findProctoredExams(db, staff.schoolId, roleNeedsAssignment(staff.role) ? staff.userId : null);
}
