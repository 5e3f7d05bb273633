import type { Db } from '../../../db/client';
import { findExamsVisibleToUser, findSessionLocations, type VisibleExamFilter } from '../repo';

export type { VisibleExamFilter };

/** The exams a candidate may see (SPEC §6), optionally filtered and paged. */
export function listVisibleExams(
  db: Db,
  viewer: { schoolId: string; userId: number },
  filter: VisibleExamFilter = {},
  page?: { limit: number; offset: number },
) {
  return findExamsVisibleToUser(db, viewer.schoolId, viewer.userId, filter, page);
}

/** Exam sites where the school's appointment sessions are held. */
export function listSessionLocations(db: Db, schoolId: string) {
  return findSessionLocations(db, schoolId);
}
