import type { ExamDefinition } from '@iexam/domain/exam-definition';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exams, sessions, staffAssignments } from '../../db/schema';
import { idFor, type SchoolKeys } from './school-keys';
import { countLinks, type ImportSummary } from './summary';
import { syncLinksOf } from './sync-rows';

/**
 * The graders' and proctors' assignments of a file (after its exams are written: they name exams and sessions by
 * key). A grader or proctor whose entry lists assignments has exactly those; one listed without keeps theirs. The
 * references were checked with the rest of the file (findReferenceIssues).
 */
export async function importStaffAssignments(
  db: DbOrTx,
  definition: ExamDefinition,
  keys: SchoolKeys,
  summary: ImportSummary,
) {
  const schoolId = definition.school.id;
  const staff = definition.users.filter(
    (user) => (user.role === 'grader' || user.role === 'proctor') && user.assignments !== undefined,
  );
  if (staff.length === 0) return;
  const examKeys = definition.exams.map((exam) => exam.key);
  const rows = await db
    .select({ examId: exams.id, examKey: exams.key, sessionId: sessions.id, sessionKey: sessions.key })
    .from(exams)
    .leftJoin(sessions, and(eq(sessions.schoolId, exams.schoolId), eq(sessions.examId, exams.id)))
    .where(and(eq(exams.schoolId, schoolId), inArray(exams.key, examKeys)));
  const examIds = new Map(rows.map((row) => [row.examKey, row.examId]));
  const sessionIds = new Map<string, number>();
  for (const row of rows)
    if (row.sessionId !== null) sessionIds.set(`${row.examKey}\u0000${row.sessionKey}`, row.sessionId);
  for (const user of staff) {
    const wanted = (user.assignments ?? []).map((assignment) => ({
      examId: idFor(examIds, assignment.exam),
      sessionId:
        assignment.session === undefined
          ? null
          : idFor(sessionIds, `${assignment.exam}\u0000${assignment.session}`),
    }));
    const owner = { schoolId, userId: idFor(keys.users, user.userName) };
    const identity = { examId: staffAssignments.examId, sessionId: staffAssignments.sessionId };
    countLinks(summary, 'staffAssignments', await syncLinksOf(db, staffAssignments, owner, identity, wanted));
  }
}
