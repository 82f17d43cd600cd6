/** POST /palyazatok/{id}/dokumentumok/{kategoria}: one file as multipart, streamed by the server. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import { documentUploadResponse } from '../../../generated/zod/documents/documents.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

export function uploadDocument(input: {
  applicationId: number;
  category: string;
  file: File;
}): Promise<ParsedBy<typeof documentUploadResponse>> {
  // Large categories may take minutes on a slow line.
  return parseResponse(
    uploadFile(
      `palyazatok/${input.applicationId}/dokumentumok/${input.category}`,
      input.file,
      10 * 60_000,
    ),
    documentUploadResponse,
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
