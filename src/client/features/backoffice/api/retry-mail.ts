/** POST /backoffice/kimeno-levelek/{id}/ujrakuldes (ADMIN): a failed mail back to the outbox. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { FAILED_MAILS_KEY } from './get-failed-mails.ts';

export function retryMail(id: number): Promise<{ id: number; allapot: 'PENDING' }> {
  return api().post(`backoffice/kimeno-levelek/${id}/ujrakuldes`, { json: {} }).json();
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => client.invalidateQueries({ queryKey: FAILED_MAILS_KEY }),
  });
}
