import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/** Retries network hiccups and server errors once; never refusals (4xx). */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The back office's single QueryClient: operator data goes stale fast. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5_000, retry: shouldRetry, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
