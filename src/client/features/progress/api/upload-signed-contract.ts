/** POST /palyazatok/{id}/szerzodes/alairt: the signed contract (multipart, one PDF). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import { contractUploadSignedContractResponse } from '../../../generated/zod/contract/contract.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import type { DocumentMetadata } from './types.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function uploadSignedContract(id: number, file: File): Promise<DocumentMetadata> {
  return parseResponse(
    uploadFile(`palyazatok/${id}/szerzodes/alairt`, file),
    contractUploadSignedContractResponse,
  );
}

export function useUploadSignedContract(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSignedContract(id, file),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.contract(id) }),
  });
}
