import { TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import { clockOffsetMs, type ExamInfo } from '@iexam/domain/exam-info';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface ExamInfoParams {
  schoolId: string;
  examId: number;
  sessionId?: number | null | undefined;
  /** Set for the open variant (SPEC §2 examInfoOpen): the call goes to the open path without a login. */
  isOpenMode: boolean;
  identifyCode?: string | null | undefined;
}

/** The exam info and how far the server's clock is ahead of this browser's (DESIGN §4). */
export interface ExamInfoAnswer {
  exam: ExamInfo;
  clockOffsetMs: number;
}

/**
 * SPEC §7 GET /api/iexam/userexam/v1/exams/{examId}?sessionId= (logged in) or
 * /open/api/iexam/userexam/v1/exams/{examId}?tenant_id=&sessionId=&identifyCode= (open link).
 */
export async function getExamInfo(params: ExamInfoParams, signal?: AbortSignal): Promise<ExamInfoAnswer> {
  const path = params.isOpenMode
    ? `/open/api/iexam/userexam/v1/exams/${params.examId}`
    : `/api/iexam/userexam/v1/exams/${params.examId}`;
  const query = params.isOpenMode
    ? {
        [TENANT_QUERY_PARAM]: params.schoolId,
        sessionId: params.sessionId,
        identifyCode: params.identifyCode,
      }
    : { sessionId: params.sessionId };
  const sentAtMs = Date.now();
  const data = await apiRequest<unknown>(path, { schoolId: params.schoolId, query, signal });
  const receivedAtMs = Date.now();
  // The response is the contract of packages/domain; a drift shows here as an error, not as a wrong page.
  const { examInfoSchema } = await import('./response-schemas');
  const exam = examInfoSchema.parse(data);
  return { exam, clockOffsetMs: clockOffsetMs(new Date(exam.now), sentAtMs, receivedAtMs) };
}

/** The key prefix of one exam's info in every session: what a booking or a cancel refetches. */
export function examInfoQueryKeyOfExam(params: Pick<ExamInfoParams, 'schoolId' | 'examId' | 'isOpenMode'>) {
  return ['examInfo', params.schoolId, params.isOpenMode ? 'open' : 'account', params.examId] as const;
}

export function examInfoQueryOptions(params: ExamInfoParams) {
  return queryOptions({
    queryKey: [...examInfoQueryKeyOfExam(params), params.sessionId ?? null, params.identifyCode ?? null],
    queryFn: ({ signal }) => getExamInfo(params, signal),
    // Countdowns run from the server's `now` of this answer; a refetch moves them only when asked for.
    staleTime: 60_000,
  });
}

/** SPEC §7 GET /api/iexam/userexam/v1/antiCheatingSwitch/: 'on' or 'off'. */
export function getAntiCheatingSwitch(schoolId: string): Promise<string> {
  return apiRequest<string>('/api/iexam/userexam/v1/antiCheatingSwitch/', { schoolId });
}

export function antiCheatingSwitchQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: ['antiCheatingSwitch', schoolId],
    queryFn: () => getAntiCheatingSwitch(schoolId),
    staleTime: 5 * 60_000,
  });
}
