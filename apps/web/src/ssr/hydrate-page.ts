import { clockOffsetMs } from '@iexam/domain/exam-info';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { AnswerDetailsAnswer, AttemptStateAnswer } from '@/api/attempts';
import type { ExamInfoAnswer } from '@/api/exam-info';
import { RESULT_CLASS, resultModule } from '@/components/page-result';
import type { ServerRenderPayload } from './payload';

/**
 * The server measured its clock against itself; this browser's offset is measured against the page's own request
 * instead (sent at requestStart, answered from responseStart, both on this browser's clock), as a call's would be.
 */
function browserClockOffsetMs(serverNow: string): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const origin = performance.timeOrigin;
  const sentAtMs = origin + (navigation?.requestStart ?? 0);
  const receivedAtMs = origin + (navigation?.responseStart ?? performance.now());
  return clockOffsetMs(new Date(serverNow), sentAtMs, receivedAtMs);
}

/** Each cached answer under `first` (its key's first part) with this browser's clock offset to the server's time. */
function measureClockOffsets<Answer extends { clockOffsetMs: number }>(
  queryClient: QueryClient,
  first: string,
  serverNowOf: (answer: Answer) => string,
): void {
  for (const [key, answer] of queryClient.getQueriesData<Answer>({ queryKey: [first] })) {
    if (!answer) continue;
    const { dataUpdatedAt } = queryClient.getQueryState(key) ?? {};
    queryClient.setQueryData<Answer>(
      key,
      { ...answer, clockOffsetMs: browserClockOffsetMs(serverNowOf(answer)) },
      { updatedAt: dataUpdatedAt },
    );
  }
}

/** The server's answers into the browser's cache, those the page reads the server's clock from with this browser's. */
export function hydrateQueries(queryClient: QueryClient, payload: ServerRenderPayload): void {
  hydrate(queryClient, payload.queries);
  measureClockOffsets<ExamInfoAnswer>(queryClient, 'examInfo', (answer) => answer.exam.now);
  measureClockOffsets<AnswerDetailsAnswer>(queryClient, 'answerDetails', (answer) => answer.details.now);
  measureClockOffsets<AttemptStateAnswer>(queryClient, 'attemptState', (answer) => answer.state.now);
}

/**
 * The lazily loaded parts the drawn page shows, loaded before hydrating: the server had them (ssr/entry-server.tsx),
 * and a browser without them would draw something else where the server drew them.
 */
export async function loadDrawnParts(root: HTMLElement): Promise<void> {
  if (root.getElementsByClassName(RESULT_CLASS).length > 0) await resultModule.load();
}
