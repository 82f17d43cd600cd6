/**
 * POST /palyazatok/{id}/benyujtas with an Idempotency-Key: the key is made once per submit page,
 * so a double click or a retry sends the same key and the server makes one submission.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The receipt of a submission (schemas/api/lifecycle: submit's `nyugta`). */
export interface SubmissionReceipt {
  /** The reference number: the application's identifier. */
  azonosito: string;
  palyazatId: number;
  /** ISO instant, shown in Budapest time. */
  benyujtva: string;
  tartalomHash: string;
  alairtVeglegesitoSha256?: string | null;
}

export function submitApplication(
  id: number,
  key: string,
): Promise<{ nyugta?: SubmissionReceipt }> {
  return api()
    .post(`palyazatok/${id}/benyujtas`, { json: {}, headers: { 'Idempotency-Key': key } })
    .json();
}

export function useSubmitApplication(id: number, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitApplication(id, key),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['lifecycle', id] }),
        client.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}
