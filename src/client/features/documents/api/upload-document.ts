/** POST /palyazatok/{id}/dokumentumok/{kategoria}: one file as multipart, streamed by the server. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import type { DocumentMetadata } from './get-documents.ts';

export function uploadDocument(input: {
  tenderId: number;
  category: string;
  file: File;
}): Promise<DocumentMetadata> {
  // Large categories may take minutes on a slow line.
  return uploadFile<DocumentMetadata>(
    `palyazatok/${input.tenderId}/dokumentumok/${input.category}`,
    input.file,
    10 * 60_000,
  );
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
