/** POST /palyazatok/{id}/benyujtas/ellenorzes: submission step 1, the server's data check. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lifecycleCheckResponse } from '../../../generated/zod/lifecycle/lifecycle.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { CheckResult } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function checkSubmission(id: number): Promise<CheckResult> {
  return parseResponse(
    api().post(`palyazatok/${id}/benyujtas/ellenorzes`, { json: {} }),
    lifecycleCheckResponse,
  );
}

export function useCheckSubmission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => checkSubmission(id),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.lifecycle(id) }),
  });
}
