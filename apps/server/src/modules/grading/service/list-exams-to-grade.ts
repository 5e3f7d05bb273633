import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findExamsToGrade } from '../repo';

/**
 * The exams the staff member grades, each with how many essays and programs wait and how many are graded: an exam
 * admin, every exam of the school with such a subject; a grader, their assigned exams (and only their sessions' work).
 */
export function listExamsToGrade(db: Db, staff: Staff) {
  return findExamsToGrade(db, staff);
}
