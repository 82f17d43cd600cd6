/** GET /palyazati-felhivasok/{azonosito}: everything the application screens need of a call. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { CallDetail } from './types.ts';

export function getCall(identifier: string): Promise<CallDetail> {
  return api().get(`palyazati-felhivasok/${identifier}`).json<CallDetail>();
}

export function callQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: ['calls', identifier],
    queryFn: () => getCall(identifier),
    staleTime: 5 * 60_000,
  });
}

export function useCall(identifier: string | null) {
  return useQuery({ ...callQueryOptions(identifier ?? ''), enabled: identifier !== null });
}
