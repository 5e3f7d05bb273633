import type { Staff } from '../../../access/who';
import type { Db } from '../../../db/client';
import { findAssignmentsNamed, findStaff } from '../repo-staff';

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
