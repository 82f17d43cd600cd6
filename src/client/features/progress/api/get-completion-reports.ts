/** GET /palyazatok/{id}/zaro-beszamolok: the completion reports of an application. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { completionListResponse } from '../../../generated/zod/completion/completion.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { CompletionSummary } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getCompletionReports(id: number): Promise<CompletionSummary[]> {
  return parseResponse(api().get(`palyazatok/${id}/zaro-beszamolok`), completionListResponse);
}

export function completionReportsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.completionReports(id),
    queryFn: () => getCompletionReports(id),
  });
}

export function useCompletionReports(id: number) {
  return useQuery(completionReportsQueryOptions(id));
}
