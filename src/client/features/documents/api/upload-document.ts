/** POST /palyazatok/{id}/dokumentumok/{kategoria}: one file as multipart, streamed by the server. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DocumentMetadata } from './get-documents.ts';

export function uploadDocument(input: {
  tenderId: number;
  category: string;
  file: File;
}): Promise<DocumentMetadata> {
  const body = new FormData();
  body.append('file', input.file, input.file.name);
  return api()
    .post(`palyazatok/${input.tenderId}/dokumentumok/${input.category}`, {
      body,
      timeout: 10 * 60_000,
    })
    .json<DocumentMetadata>();
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) => ['documents', 'applications'].includes(String(query.queryKey[0])),
      }),
  });
}
