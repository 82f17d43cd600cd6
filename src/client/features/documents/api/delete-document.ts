/** DELETE /dokumentumok/{uuid}: removes a deletable document with all its versions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function deleteDocument(uuid: string): Promise<unknown> {
  return api().delete(`dokumentumok/${uuid}`);
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) => ['documents', 'applications'].includes(String(query.queryKey[0])),
      }),
  });
}
