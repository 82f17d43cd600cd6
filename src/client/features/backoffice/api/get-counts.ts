/** POST /backoffice/palyazatok/osszesites: how many applications each call has per status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backOfficeCountsResponse } from '../../../generated/zod/backoffice/backoffice.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { StatusCount } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export async function getCounts(): Promise<StatusCount[]> {
  const body = await parseResponse(
    api().post('backoffice/palyazatok/osszesites', { json: {} }),
    backOfficeCountsResponse,
  );
  return body.sorok;
}

export function countsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.backofficeCounts(), queryFn: getCounts });
}

export function useCounts() {
  return useQuery(countsQueryOptions());
}
