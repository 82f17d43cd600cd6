/** GET /zaro-beszamolok/{completionId}: one report with its form data and documents. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CompletionDetail } from './types.ts';

export function getCompletionReport(completionId: number): Promise<CompletionDetail> {
  return api().get(`zaro-beszamolok/${completionId}`).json<CompletionDetail>();
}

export function completionReportQueryOptions(completionId: number) {
  return queryOptions({
    queryKey: ['completion-report', completionId],
    queryFn: () => getCompletionReport(completionId),
  });
}

export function useCompletionReport(completionId: number) {
  return useQuery(completionReportQueryOptions(completionId));
}
