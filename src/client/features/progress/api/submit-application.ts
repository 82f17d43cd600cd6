/**
 * POST /palyazatok/{id}/benyujtas with an Idempotency-Key: the key is made once per submit page,
 * so a double click or a retry sends the same key and the server makes one submission.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { lifecycleSubmitResponse } from '../../../generated/zod/lifecycle/lifecycle.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

export type SubmissionResult = ParsedBy<typeof lifecycleSubmitResponse>;

/** The receipt of a submission: reference number, instant (ISO), content hash. */
export type SubmissionReceipt = NonNullable<SubmissionResult['nyugta']>;

export function submitApplication(id: number, key: string): Promise<SubmissionResult> {
  return parseResponse(
    api().post(`palyazatok/${id}/benyujtas`, { json: {}, headers: { 'Idempotency-Key': key } }),
    lifecycleSubmitResponse,
  );
}

export function useSubmitApplication(id: number, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitApplication(id, key),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.lifecycle(id) }),
        client.invalidateQueries({ queryKey: queryKeys.applications() }),
      ]),
  });
}
