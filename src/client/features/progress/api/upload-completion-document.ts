/** POST /zaro-beszamolok/{completionId}/dokumentumok/{kategoria}: an attachment of a report. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DocumentMetadata } from './types.ts';

export function uploadCompletionDocument(input: {
  completionId: number;
  category: string;
  file: File;
}): Promise<DocumentMetadata> {
  const body = new FormData();
  body.append('file', input.file, input.file.name);
  return api()
    .post(`zaro-beszamolok/${input.completionId}/dokumentumok/${input.category}`, { body })
    .json<DocumentMetadata>();
}

export function useUploadCompletionDocument(completionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: string; file: File }) =>
      uploadCompletionDocument({ completionId, ...input }),
    onSettled: () => client.invalidateQueries({ queryKey: ['completion-report', completionId] }),
  });
}
