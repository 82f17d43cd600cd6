/**
 * The TanStack Query client with the defaults of spec section 9: one retry, 30 s freshness, no
 * refetch on window focus. Query errors are only logged (spec section 8); screens that need to
 * react to a failure read the query's error state themselves.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';

export const QUERY_RETRY = 1;
export const QUERY_STALE_TIME_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.warn(`Query ${JSON.stringify(query.queryKey)} failed:`, error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: QUERY_RETRY,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
