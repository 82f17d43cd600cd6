/** GET /palyazati-felhivasok: published calls that are open or upcoming, with deadlines. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { callListResponse } from '../../generated/zod/calls/calls.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import type { CallSummary } from './types.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function getCalls(): Promise<CallSummary[]> {
  return parseResponse(api().get('palyazati-felhivasok'), callListResponse);
}

export const callsQueryOptions = queryOptions({ queryKey: queryKeys.calls(), queryFn: getCalls });

export function useCalls() {
  return useQuery(callsQueryOptions);
}
