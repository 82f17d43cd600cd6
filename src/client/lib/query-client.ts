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

let shellClient: QueryClient | null = null;

/**
 * The signed-in shell's query client: the one the mounted shell uses, or — before the shell has
 * rendered — the one its route loaders fill (issue 17: a first load asks for the shell's and the
 * page's data beside their chunks, not after the render). Created on first use.
 */
export function shellQueryClient(): QueryClient {
  shellClient ??= createQueryClient();
  return shellClient;
}

/**
 * The mounted shell makes `client` the shell's query client; the returned function, called when
 * the shell leaves (sign-out, expired session), lets the next shell start with an empty cache.
 */
export function adoptShellQueryClient(client: QueryClient): () => void {
  shellClient = client;
  return () => {
    if (shellClient === client) shellClient = null;
  };
}
