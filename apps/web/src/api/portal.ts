import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

/** examInfoStatus: -3 expired, -2 ended, -1 not started, 1 in progress. */
export type ExamInfoStatus = -3 | -2 | -1 | 1;

export interface PortalExam {
  examId: number;
  examName: string;
  examType: number;
  organizeForm: number;
  /** ISO instant; null when the exam has no fixed window (sessions decide). */
  beginTime: string | null;
  endTime: string | null;
  /** The exam's zone, whose wall clock its times are shown on. */
  timezoneHours: number;
  examInfoStatus: ExamInfoStatus;
  paperScore: number;
  /** Answer time, minutes. */
  examSettingTime: number;
  cover: string;
  sessionCount: number;
}

export interface PortalExamPage {
  total: number;
  records: PortalExam[];
}

export interface School {
  schoolId: string;
  name: string;
  isOpen: boolean;
  contactContext: string;
  /** The host portal's study centre and course page (`{courseId}`); '' where the school set none. */
  studyCentreUrl: string;
  courseUrl: string;
  clientDownloadUrl: string;
}

export function getPortalExams(schoolId: string): Promise<PortalExamPage> {
  return apiRequest<PortalExamPage>('/api/iexam/userexam/v1/portal/exams', { schoolId });
}

export function portalExamsQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: ['portal', schoolId, 'exams'],
    queryFn: () => getPortalExams(schoolId),
  });
}

export function getSchool(schoolId: string): Promise<School> {
  return apiRequest<School>(`/api/ischool/v1/schools/${encodeURIComponent(schoolId)}`);
}

export function schoolQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: ['schools', schoolId],
    queryFn: () => getSchool(schoolId),
    // A school's name and switches change rarely; one read per visit is plenty.
    staleTime: 5 * 60_000,
  });
}
