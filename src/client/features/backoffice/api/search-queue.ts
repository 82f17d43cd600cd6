/** POST /backoffice/palyazatok/kereses: one page of the work queue (decision 0017). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { QueuePage, QueueQuery } from './types.ts';

export function searchQueue(query: QueueQuery): Promise<QueuePage> {
  return api().post('backoffice/palyazatok/kereses', { json: query }).json<QueuePage>();
}

export function queueQueryOptions(query: QueueQuery) {
  return queryOptions({
    queryKey: ['backoffice', 'queue', query],
    queryFn: () => searchQueue(query),
    placeholderData: keepPreviousData,
  });
}

export function useQueue(query: QueueQuery) {
  return useQuery(queueQueryOptions(query));
}
