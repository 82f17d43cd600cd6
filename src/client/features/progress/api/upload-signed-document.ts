/** POST /palyazatok/{id}/benyujtas/alairt-veglegesito: submission step 3, the signed PDF back. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { lifecycleUploadSignedDocumentResponse } from '../../../generated/zod/lifecycle/lifecycle.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

export function uploadSignedDocument(
  id: number,
  file: File,
): Promise<ParsedBy<typeof lifecycleUploadSignedDocumentResponse>> {
  return parseResponse(
    uploadFile(`palyazatok/${id}/benyujtas/alairt-veglegesito`, file),
    lifecycleUploadSignedDocumentResponse,
  );
}

export function useUploadSignedDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSignedDocument(id, file),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.lifecycle(id) }),
  });
}
