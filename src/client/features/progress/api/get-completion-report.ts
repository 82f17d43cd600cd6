/** GET /zaro-beszamolok/{completionId}: one report with its form data and documents. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { completionDetailResponse } from '../../../generated/zod/completion/completion.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { CompletionDetail } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getCompletionReport(completionId: number): Promise<CompletionDetail> {
  return parseResponse(api().get(`zaro-beszamolok/${completionId}`), completionDetailResponse);
}

export function completionReportQueryOptions(completionId: number) {
  return queryOptions({
    queryKey: queryKeys.completionReport(completionId),
    queryFn: () => getCompletionReport(completionId),
  });
}

export function useCompletionReport(completionId: number) {
  return useQuery(completionReportQueryOptions(completionId));
}
