/** POST /zaro-beszamolok/{completionId}/benyujtas: the report, checked in full by the server. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CompletionDetail } from './types.ts';

export function submitCompletionReport(completionId: number): Promise<CompletionDetail> {
  return api()
    .post(`zaro-beszamolok/${completionId}/benyujtas`, { json: {} })
    .json<CompletionDetail>();
}

export function useSubmitCompletionReport(completionId: number, applicationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitCompletionReport(completionId),
    onSuccess: (report) => client.setQueryData(['completion-report', completionId], report),
    onSettled: () => client.invalidateQueries({ queryKey: ['completion-reports', applicationId] }),
  });
}
