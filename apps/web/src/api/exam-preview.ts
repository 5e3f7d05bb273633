import { queryOptions } from '@tanstack/react-query';
import type { PaperSubject } from './attempts';
import { apiRequest } from './client';

/** A previewed subject: what the answer page draws, plus what only staff may see. */
export interface PreviewSubject extends PaperSubject {
  correctAnswer: unknown;
  explanation: string;
}

/** SPEC §7 examPreview: the paper as candidates will get it, for exam staff; nothing is recorded. */
export interface ExamPreview {
  examId: number;
  examName: string;
  paperId: number;
  paperIds: number[];
  paperScore: number;
  examSettingTime: number;
  now: string;
  subjects: PreviewSubject[];
}

export interface ExamPreviewParams {
  schoolId: string;
  examId: number;
}

/** SPEC §7 POST /api/exam/api/examresult/v1/examResults/examPreview (staff only: a candidate gets 403). */
export function getExamPreview(params: ExamPreviewParams): Promise<ExamPreview> {
  return apiRequest('/api/exam/api/examresult/v1/examResults/examPreview', {
    method: 'POST',
    schoolId: params.schoolId,
    body: { examId: params.examId },
  });
}

export function examPreviewQueryOptions(params: ExamPreviewParams) {
  return queryOptions({
    queryKey: ['examPreview', params.schoolId, params.examId],
    queryFn: () => getExamPreview(params),
    // The start flow fetched it just before opening the answer page; that copy is the one to show.
    staleTime: 60_000,
  });
}
