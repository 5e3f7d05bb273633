import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

// A 4xx will answer the same way again; only network failures and server faults are worth another try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The one place for query defaults (bulletproof-react lib/react-query.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // Exam pages are long-lived; a refetch on every tab switch would flash and cost the server for nothing.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
