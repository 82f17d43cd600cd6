/** POST /zaro-beszamolok/{completionId}/benyujtas: the report, checked in full by the server. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { completionSubmitResponse } from '../../../generated/zod/completion/completion.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { CompletionDetail } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function submitCompletionReport(completionId: number): Promise<CompletionDetail> {
  return parseResponse(
    api().post(`zaro-beszamolok/${completionId}/benyujtas`, { json: {} }),
    completionSubmitResponse,
  );
}

export function useSubmitCompletionReport(completionId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitCompletionReport(completionId),
    onSuccess: (report) => client.setQueryData(queryKeys.completionReport(completionId), report),
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeys.completionReports(applicationId) }),
  });
}
