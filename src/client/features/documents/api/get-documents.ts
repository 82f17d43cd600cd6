/**
 * GET /palyazatok/{id}/dokumentumok: the call's required documents and the tender's current
 * documents, each with its earlier versions.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { documentListResponse } from '../../../generated/zod/documents/documents.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

export type DocumentsOfTender = ParsedBy<typeof documentListResponse>;

/** A document of the tender: the latest version, with the versions before it (newest first). */
export type TenderDocument = DocumentsOfTender['dokumentumok'][number];

export type DocumentMetadata = Omit<TenderDocument, 'korabbiVerziok'>;

export function getDocuments(tenderId: number): Promise<DocumentsOfTender> {
  return parseResponse(api().get(`palyazatok/${tenderId}/dokumentumok`), documentListResponse);
}

export function documentsQueryOptions(tenderId: number) {
  return queryOptions({
    queryKey: queryKeys.documents(tenderId),
    queryFn: () => getDocuments(tenderId),
  });
}

export function useDocuments(tenderId: number) {
  return useQuery(documentsQueryOptions(tenderId));
}
