/** POST /zaro-beszamolok/{completionId}/dokumentumok/{kategoria}: an attachment of a report. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import type { DocumentMetadata } from './types.ts';

export function uploadCompletionDocument(input: {
  completionId: number;
  category: string;
  file: File;
}): Promise<DocumentMetadata> {
  return uploadFile<DocumentMetadata>(
    `zaro-beszamolok/${input.completionId}/dokumentumok/${input.category}`,
    input.file,
  );
}

export function useUploadCompletionDocument(completionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: string; file: File }) =>
      uploadCompletionDocument({ completionId, ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['completion-report', completionId] }),
  });
}
