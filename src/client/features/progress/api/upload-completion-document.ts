/** POST /zaro-beszamolok/{completionId}/dokumentumok/{kategoria}: an attachment of a report. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import { completionUploadDocumentResponse } from '../../../generated/zod/completion/completion.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { DocumentMetadata } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function uploadCompletionDocument(input: {
  completionId: number;
  category: string;
  file: File;
}): Promise<DocumentMetadata> {
  return parseResponse(
    uploadFile(`zaro-beszamolok/${input.completionId}/dokumentumok/${input.category}`, input.file),
    completionUploadDocumentResponse,
  );
}

export function useUploadCompletionDocument(completionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: string; file: File }) =>
      uploadCompletionDocument({ completionId, ...input }),
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeys.completionReport(completionId) }),
  });
}
