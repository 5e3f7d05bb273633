import type { LinkedCourse } from '@iexam/domain/exam-info';
import type { ExamViewer } from '../../../access/exam-access';
import { requireAccess } from '../../../access/require-access';
import type { Db } from '../../../db/client';
import { findCourses, findLinkedCourseIds } from '../repo-info';

/** SPEC §7 relation/study: the ids of the courses linked to an exam (empty unless isRelation is 1). */
export async function listLinkedCourseIds(
  db: Db,
  viewer: ExamViewer,
  examId: number,
  now: Date,
): Promise<number[]> {
  const { exam } = await requireAccess(db, viewer, { exam: examId }, now);
  if (exam.isRelation !== 1) return [];
  return findLinkedCourseIds(db, exam.schoolId, exam.id);
}

/** SPEC §7 courses batch: course details by id, in the order asked, unknown ids left out. */
export async function getCourses(
  db: Db,
  schoolId: string,
  ids: number[],
  onlyPublished: boolean,
): Promise<LinkedCourse[]> {
  const rows = await findCourses(db, schoolId, ids, onlyPublished);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        courseId: row.courseId,
        courseResourceId: row.courseResourceId,
        title: row.title,
        cardImageUrl: row.cardImageUrl,
        learnCnt: row.learnCnt,
        applicationType: row.applicationType,
        status: row.status,
        classId: row.classId,
        associationId: row.associationId,
      },
    ];
  });
}
