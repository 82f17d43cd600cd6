/** POST /palyazatok/{id}/szerzodes/alairt: the signed contract (multipart, one PDF). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import type { DocumentMetadata } from './types.ts';

export function uploadSignedContract(id: number, file: File): Promise<DocumentMetadata> {
  return uploadFile<DocumentMetadata>(`palyazatok/${id}/szerzodes/alairt`, file);
}

export function useUploadSignedContract(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSignedContract(id, file),
    onSettled: () => client.invalidateQueries({ queryKey: ['contract', id] }),
  });
}
