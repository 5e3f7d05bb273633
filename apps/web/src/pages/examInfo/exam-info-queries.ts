import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/api/accounts';
import { antiCheatingSwitchQueryOptions, type ExamInfoParams, examInfoQueryOptions } from '@/api/exam-info';
import { schoolQueryOptions } from '@/api/portal';
import { attemptHistoryQueryOptions } from '@/api/records';
import { type ExamInfoQuery, readExamInfoQuery } from './read-exam-info-query';

/** The exam-info call the page makes for its address (examId 0 while the address names none: the call is off). */
export function examInfoParamsOf(
  schoolId: string,
  query: ExamInfoQuery,
  isOpenMode: boolean,
): ExamInfoParams {
  return {
    schoolId,
    examId: query.examId.ok ? query.examId.examId : 0,
    sessionId: query.sessionId,
    isOpenMode,
    identifyCode: query.identifyCode,
  };
}

/**
 * The server's render of the page (ssr/server-prefetch.ts) makes the page's first calls with the same keys, so the
 * page it renders is the page the browser then shows.
 */
export async function prefetchExamInfoPage(
  queryClient: QueryClient,
  schoolId: string,
  searchParams: URLSearchParams,
  isOpenMode: boolean,
): Promise<boolean> {
  const query = readExamInfoQuery(searchParams);
  const { identifyCode } = query;
  const examId = query.examId.ok ? query.examId.examId : null;
  await Promise.all([
    queryClient.prefetchQuery(schoolQueryOptions(schoolId)),
    isOpenMode ? undefined : queryClient.prefetchQuery(meQueryOptions()),
    examId === null
      ? undefined
      : queryClient.prefetchQuery(examInfoQueryOptions(examInfoParamsOf(schoolId, query, isOpenMode))),
    // The sidebar's records (exam-sidebar.tsx), so the column beside the exam is drawn whole, not as a skeleton.
    examId === null || (isOpenMode && identifyCode === null)
      ? undefined
      : queryClient.prefetchQuery(attemptHistoryQueryOptions({ schoolId, examId, isOpenMode, identifyCode })),
    // The complaint entry (complaint-entry.tsx) is drawn with the page, not added once the browser has asked.
    isOpenMode ? undefined : queryClient.prefetchQuery(antiCheatingSwitchQueryOptions(schoolId)),
  ]);
  return true;
}
