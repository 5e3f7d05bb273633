import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matching } from '../../db/matching';
import { exams, staffAssignments } from '../../db/schema';

/** An exam of the school (not deleted) with the sessions the user is assigned to on it (none: not assigned). */
export async function findExamWithAssignments(db: DbOrTx, schoolId: string, userId: number, examId: number) {
  const [[exam], assignments] = await Promise.all([
    db
      .select({ id: exams.id, key: exams.key, examName: exams.examName })
      .from(exams)
      .where(and(matching(exams, { schoolId, id: examId }), isNull(exams.deletedAt))),
    db
      .select({ sessionId: staffAssignments.sessionId })
      .from(staffAssignments)
      .where(matching(staffAssignments, { schoolId, userId, examId })),
  ]);
  return exam && { ...exam, assignments };
}

/** The user's assignments, every exam (the console lists their exams from it). */
export function listAssignmentsOf(db: DbOrTx, schoolId: string, userId: number) {
  return db
    .select({ examId: staffAssignments.examId, sessionId: staffAssignments.sessionId })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.schoolId, schoolId), eq(staffAssignments.userId, userId)));
}
