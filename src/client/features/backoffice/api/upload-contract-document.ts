/**
 * POST /palyazatok/{id}/szerzodes/dokumentumok/{kategoria}: staff upload the contract or an annex
 * (multipart, one file) while the contract is prepared; the file then lists it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/api-client.ts';
import { contractUploadContractDocumentResponse } from '../../../generated/zod/contract/contract.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';
import type { ContractDocumentCategory } from './contract-completion-types.ts';
import { fileQueryOptions } from './get-file.ts';

export function uploadContractDocument(
  id: number,
  kategoria: ContractDocumentCategory,
  file: File,
): Promise<ParsedBy<typeof contractUploadContractDocumentResponse>> {
  return parseResponse(
    uploadFile(`palyazatok/${id}/szerzodes/dokumentumok/${kategoria}`, file),
    contractUploadContractDocumentResponse,
  );
}

export function useUploadContractDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kategoria, file }: { kategoria: ContractDocumentCategory; file: File }) =>
      uploadContractDocument(id, kategoria, file),
    onSettled: () => client.invalidateQueries({ queryKey: fileQueryOptions(id).queryKey }),
  });
}
