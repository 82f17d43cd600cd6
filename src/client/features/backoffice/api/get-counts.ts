/** POST /backoffice/palyazatok/osszesites: how many applications each call has per status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { StatusCount } from './types.ts';

export function getCounts(): Promise<StatusCount[]> {
  return api()
    .post('backoffice/palyazatok/osszesites', { json: {} })
    .json<{ sorok: StatusCount[] }>()
    .then((body) => body.sorok);
}

export function countsQueryOptions() {
  return queryOptions({ queryKey: ['backoffice', 'counts'], queryFn: getCounts });
}

export function useCounts() {
  return useQuery(countsQueryOptions());
}
