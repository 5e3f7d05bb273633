import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findAssignableExams, findAssignmentsNamed, findStaff } from '../repo-staff';

/** The school's exam admins, graders and proctors, each with the exams (and sessions) they are assigned to. */
export async function listStaff(db: Db, staff: Staff) {
  const [people, assignments] = await Promise.all([
    findStaff(db, staff.schoolId),
    findAssignmentsNamed(db, staff.schoolId),
  ]);
  return {
    list: people.map((person) => ({
      ...person,
      assignments: assignments
        .filter((assignment) => assignment.userId === person.userId)
        .map(({ userId: _, ...assignment }) => assignment),
    })),
  };
}

/** The exams and sessions an assignment may name (the console's pickers). */
export async function listAssignableExams(db: Db, staff: Staff) {
  return { list: await findAssignableExams(db, staff.schoolId) };
}
