import type { Db } from '../../../db/client';
import { findExamCounts, findExamList } from '../repo-exam-admin';

/** The exams list of the console: the school's exams, newest first, with what each holds. */
export async function listExams(
  db: Db,
  schoolId: string,
  filter: { search?: string; status?: 'published' | 'unpublished' },
) {
  const rows = await findExamList(db, schoolId, {
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.status ? { examStatus: filter.status === 'published' ? 1 : 0 } : {}),
  });
  const counts = await findExamCounts(
    db,
    schoolId,
    rows.map((row) => row.examId),
  );
  return rows.map((row) => ({
    ...row,
    sessionCount: counts.sessions(row.examId),
    paperCount: counts.papers(row.examId),
    subjectCount: counts.subjects(row.examId),
    attemptCount: counts.attempts(row.examId),
  }));
}
