import { roleNeedsAssignment } from '@iexam/domain/staff';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { examResults, staffAssignments } from '../db/schema';
import type { Staff } from './who';

/**
 * The attempts a staff member may grade, as a where clause on exam_results (for lists, where requireAccess row by row
 * would be one query per row): an exam admin, every attempt of the school; a grader, those of exams (or sessions)
 * they are assigned to. The same rule as requireStaffAttempt, said in SQL.
 */
export function gradableBy(staff: Staff): SQL {
  const ofSchool = eq(examResults.schoolId, staff.schoolId);
  if (!roleNeedsAssignment(staff.role)) return ofSchool;
  const assigned = sql`exists (select 1 from ${staffAssignments} where ${and(
    eq(staffAssignments.schoolId, examResults.schoolId),
    eq(staffAssignments.userId, staff.userId),
    eq(staffAssignments.examId, examResults.examId),
    or(isNull(staffAssignments.sessionId), eq(staffAssignments.sessionId, examResults.sessionId)),
  )})`;
  return and(ofSchool, assigned) as SQL;
}
