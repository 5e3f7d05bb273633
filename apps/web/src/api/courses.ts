import type { LinkedCourse } from '@iexam/domain/exam-info';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/** SPEC §7 GET /api/iexam/userexam/v1/relation/study/{examId}: the ids of the courses linked to the exam. */
export function getLinkedCourseIds(schoolId: string, examId: number): Promise<number[]> {
  return apiRequest<number[]>(`/api/iexam/userexam/v1/relation/study/${examId}`, { schoolId });
}

/** SPEC §7 POST /api/student/api/student/app/courses/batch?filterPublishedCourse=true: course details by ids. */
export async function getCoursesByIds(schoolId: string, ids: readonly number[]): Promise<LinkedCourse[]> {
  const data = await apiRequest<unknown>('/api/student/api/student/app/courses/batch', {
    method: 'POST',
    schoolId,
    query: { filterPublishedCourse: true },
    body: { ids },
  });
  const { linkedCourseSchema } = await import('./response-schemas');
  return linkedCourseSchema.array().parse(data);
}

/** The linked courses of an exam, in one query: no ids, no second call. */
export async function getLinkedCourses(schoolId: string, examId: number): Promise<LinkedCourse[]> {
  const ids = await getLinkedCourseIds(schoolId, examId);
  if (ids.length === 0) return [];
  return getCoursesByIds(schoolId, ids);
}

export function linkedCoursesQueryOptions(schoolId: string, examId: number) {
  return queryOptions({
    queryKey: ['linkedCourses', schoolId, examId],
    queryFn: () => getLinkedCourses(schoolId, examId),
    staleTime: 5 * 60_000,
  });
}
