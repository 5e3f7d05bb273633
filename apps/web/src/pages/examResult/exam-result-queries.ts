import { isScoreAnnounced } from '@iexam/domain/results';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/api/accounts';
import { schoolQueryOptions } from '@/api/portal';
import {
  abilityGraphQueryOptions,
  achievementQueryOptions,
  answerStatisticsQueryOptions,
  knowledgeGraphQueryOptions,
  programAnalysisQueryOptions,
  type ResultAccess,
  reviewQueryOptions,
} from '@/api/results';
import { readExamResultQuery } from './read-exam-result-query';

/**
 * The server's render of the result page (ssr/server-prefetch.ts): an account's result with the sections the
 * summary opens (exam-result-view.tsx), each with the call its section makes first. An open-link visitor's token is
 * the tab's: the browser draws that page. False: the plain shell.
 */
export async function prefetchExamResultPage(
  queryClient: QueryClient,
  schoolId: string,
  searchParams: URLSearchParams,
): Promise<boolean> {
  const { examId, examResultId, identifyCode } = readExamResultQuery(searchParams);
  if (examId === null || examResultId === null || identifyCode !== null) return false;
  const access: ResultAccess = { schoolId, examResultId, token: undefined };
  // The program analysis is shown whatever the summary says: read beside it, so that the two agree (a judge that
  // finishes between two reads would show its verdicts under a summary still "grading").
  const [summary] = await Promise.all([
    queryClient.fetchQuery(achievementQueryOptions(access, examId)).catch(() => undefined),
    queryClient.prefetchQuery(programAnalysisQueryOptions(access)),
    queryClient.prefetchQuery(schoolQueryOptions(schoolId)),
    queryClient.prefetchQuery(meQueryOptions()),
  ]);
  if (!summary || !isScoreAnnounced(summary)) return true;
  await Promise.all([
    queryClient.prefetchQuery(knowledgeGraphQueryOptions(access, 1)),
    queryClient.prefetchQuery(abilityGraphQueryOptions(access)),
    summary.isReviewAllowed ? queryClient.prefetchQuery(reviewQueryOptions(access)) : undefined,
    summary.isReviewAllowed ? queryClient.prefetchQuery(answerStatisticsQueryOptions(access)) : undefined,
  ]);
  return true;
}
