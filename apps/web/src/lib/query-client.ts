import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Retries network hiccups and server errors once; never business refusals (4xx). */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The site's single QueryClient. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
