/** GET /palyazati-felhivasok: published calls that are open or upcoming, with deadlines. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { CallSummary } from './types.ts';

export function getCalls(): Promise<CallSummary[]> {
  return api().get('palyazati-felhivasok').json<CallSummary[]>();
}

export const callsQueryOptions = queryOptions({ queryKey: ['calls'], queryFn: getCalls });

export function useCalls() {
  return useQuery(callsQueryOptions);
}
