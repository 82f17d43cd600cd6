/** POST /backoffice/kimeno-levelek/{id}/ujrakuldes (ADMIN): a failed mail back to the outbox. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { backOfficeRetryMailResponse } from '../../../generated/zod/backoffice/backoffice.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

export function retryMail(id: number): Promise<ParsedBy<typeof backOfficeRetryMailResponse>> {
  return parseResponse(
    api().post(`backoffice/kimeno-levelek/${id}/ujrakuldes`, { json: {} }),
    backOfficeRetryMailResponse,
  );
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.backofficeFailedMails() }),
  });
}
