/** GET /palyazati-felhivasok/{azonosito}: everything the application screens need of a call. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { callDetailResponse } from '../../generated/zod/calls/calls.ts';
import { parseResponse } from '../../lib/parse-response.ts';
import type { CallDetail } from './types.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export async function getCall(identifier: string): Promise<CallDetail> {
  const call = await parseResponse(
    api().get(`palyazati-felhivasok/${identifier}`),
    callDetailResponse,
  );
  // The schema leaves the texts open (anyObject); the server checked them against CallTexts when
  // it loaded the call folder (src/server/calls/), so the one narrowing of the client is here.
  return call as CallDetail;
}

export function callQueryOptions(identifier: string) {
  return queryOptions({
    queryKey: queryKeys.call(identifier),
    queryFn: () => getCall(identifier),
    staleTime: 5 * 60_000,
  });
}

export function useCall(identifier: string | null) {
  return useQuery({ ...callQueryOptions(identifier ?? ''), enabled: identifier !== null });
}
