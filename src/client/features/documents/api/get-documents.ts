/**
 * GET /palyazatok/{id}/dokumentumok: the call's required documents and the application's current
 * documents, each with its earlier versions.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { documentListResponse } from '../../../generated/zod/documents/documents.ts';
import { parseResponse, type ParsedBy } from '../../../lib/parse-response.ts';

export type DocumentsOfApplication = ParsedBy<typeof documentListResponse>;

/**
 * A document of the application: the latest version, with the versions before it (newest first).
 */
export type ApplicationDocument = DocumentsOfApplication['dokumentumok'][number];

export type DocumentMetadata = Omit<ApplicationDocument, 'korabbiVerziok'>;

export function getDocuments(applicationId: number): Promise<DocumentsOfApplication> {
  return parseResponse(api().get(`palyazatok/${applicationId}/dokumentumok`), documentListResponse);
}

export function documentsQueryOptions(applicationId: number) {
  return queryOptions({
    queryKey: queryKeys.documents(applicationId),
    queryFn: () => getDocuments(applicationId),
  });
}

export function useDocuments(applicationId: number) {
  return useQuery(documentsQueryOptions(applicationId));
}
