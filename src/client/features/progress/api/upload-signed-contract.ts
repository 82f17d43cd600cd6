/** POST /palyazatok/{id}/szerzodes/alairt: the signed contract (multipart, one PDF). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DocumentMetadata } from './types.ts';

export function uploadSignedContract(id: number, file: File): Promise<DocumentMetadata> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api().post(`palyazatok/${id}/szerzodes/alairt`, { body }).json<DocumentMetadata>();
}

export function useUploadSignedContract(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSignedContract(id, file),
    onSettled: () => client.invalidateQueries({ queryKey: ['contract', id] }),
  });
}
