/** GET /palyazatok/{id}/zaro-beszamolok: the completion reports of an application. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CompletionSummary } from './types.ts';

export function getCompletionReports(id: number): Promise<CompletionSummary[]> {
  return api().get(`palyazatok/${id}/zaro-beszamolok`).json<CompletionSummary[]>();
}

export function completionReportsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['completion-reports', id],
    queryFn: () => getCompletionReports(id),
  });
}

export function useCompletionReports(id: number) {
  return useQuery(completionReportsQueryOptions(id));
}
