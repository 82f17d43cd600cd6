/** POST /palyazatok/{id}/benyujtas/alairt-veglegesito: submission step 3, the signed PDF back. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';

export function uploadSignedDocument(id: number, file: File): Promise<unknown> {
  return uploadFile<unknown>(`palyazatok/${id}/benyujtas/alairt-veglegesito`, file);
}

export function useUploadSignedDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSignedDocument(id, file),
    onSettled: () => client.invalidateQueries({ queryKey: ['lifecycle', id] }),
  });
}
