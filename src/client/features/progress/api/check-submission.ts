/** POST /palyazatok/{id}/benyujtas/ellenorzes: submission step 1, the server's data check. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CheckResult } from './types.ts';

export function checkSubmission(id: number): Promise<CheckResult> {
  return api().post(`palyazatok/${id}/benyujtas/ellenorzes`, { json: {} }).json<CheckResult>();
}

export function useCheckSubmission(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => checkSubmission(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['lifecycle', id] }),
  });
}
