/** POST /backoffice/palyazatok/kereses: one page of the work queue (decision 0017). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { backOfficeQueueResponse } from '../../../generated/zod/backoffice/backoffice.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { QueuePage, QueueQuery } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function searchQueue(query: QueueQuery): Promise<QueuePage> {
  return parseResponse(
    api().post('backoffice/palyazatok/kereses', { json: query }),
    backOfficeQueueResponse,
  );
}

export function queueQueryOptions(query: QueueQuery) {
  return queryOptions({
    queryKey: queryKeys.backofficeQueue(query),
    queryFn: () => searchQueue(query),
    placeholderData: keepPreviousData,
  });
}

export function useQueue(query: QueueQuery) {
  return useQuery(queueQueryOptions(query));
}
