import { TENANT_QUERY_PARAM } from '@iexam/domain/constants';
import type { AttemptHistory } from '@iexam/domain/exam-info';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';

export interface AttemptHistoryParams {
  schoolId: string;
  examId: number;
  isOpenMode: boolean;
  identifyCode?: string | null | undefined;
}

/**
 * SPEC §7 attempt history, first page of 30: GET /api/iexam/userexam/v1/examResults/records?examId= or, open,
 * /open/api/iexam/userexam/v1/examResults/records?examId=&identifyCode=&tenant_id=.
 */
export async function getAttemptHistory(params: AttemptHistoryParams): Promise<AttemptHistory> {
  const path = params.isOpenMode
    ? '/open/api/iexam/userexam/v1/examResults/records'
    : '/api/iexam/userexam/v1/examResults/records';
  const query = params.isOpenMode
    ? { examId: params.examId, identifyCode: params.identifyCode, [TENANT_QUERY_PARAM]: params.schoolId }
    : { examId: params.examId };
  const data = await apiRequest<unknown>(path, { schoolId: params.schoolId, query });
  const { attemptHistorySchema } = await import('./response-schemas');
  return attemptHistorySchema.parse(data);
}

export function attemptHistoryQueryOptions(params: AttemptHistoryParams) {
  return queryOptions({
    queryKey: [
      'attemptHistory',
      params.schoolId,
      params.isOpenMode ? 'open' : 'account',
      params.examId,
      params.identifyCode ?? null,
    ],
    queryFn: () => getAttemptHistory(params),
  });
}
