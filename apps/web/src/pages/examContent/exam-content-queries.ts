import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/api/accounts';
import { serverReadDetailsQueryOptions } from '@/api/attempts';
import { hasUnsavedAnswers } from '@/lib/unsaved-answers-cookie';
import { readExamContentQuery } from './read-exam-content-query';
import { attemptStateQueryOptions } from './use-attempt-state';

/**
 * The server's render of the answer page (ssr/server-prefetch.ts): an account's attempt, read without taking it over.
 * The browser draws the rest itself: an open-link visitor's token and a staff preview live in the tab's session
 * storage, and answers this browser queued unsaved would replace the server's once the page is live. False: the
 * plain shell.
 */
export async function prefetchExamContentPage(
  queryClient: QueryClient,
  schoolId: string,
  searchParams: URLSearchParams,
  cookies: string,
): Promise<boolean> {
  const { examResultId, identifyCode } = readExamContentQuery(searchParams);
  if (examResultId === null || identifyCode !== null || hasUnsavedAnswers(cookies, examResultId))
    return false;
  await Promise.all([
    queryClient.prefetchQuery(meQueryOptions()),
    queryClient.prefetchQuery(serverReadDetailsQueryOptions(schoolId, examResultId)),
    queryClient.prefetchQuery(attemptStateQueryOptions(schoolId, examResultId)),
  ]);
  return true;
}
