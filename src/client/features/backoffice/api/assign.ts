/** PUT / DELETE /backoffice/palyazatok/{id}/felelos: take the application, or release it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { backOfficeAssignResponse } from '../../../generated/zod/backoffice/backoffice.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

/** Both answer the application's owner after the change (null once released). */
export function assign(
  id: number,
  take: boolean,
): Promise<ParsedBy<typeof backOfficeAssignResponse>> {
  const path = `backoffice/palyazatok/${id}/felelos`;
  return parseResponse(
    take ? api().put(path, { json: {} }) : api().delete(path),
    backOfficeAssignResponse,
  );
}

export function useAssign(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (take: boolean) => assign(id, take),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.backoffice() }),
  });
}
