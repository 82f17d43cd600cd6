/**
 * GET /palyazatok/{id}/dokumentumok: the call's required documents and the tender's current
 * documents, each with its earlier versions.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { RequiredDocument } from '../../../tender/api/types.ts';

export interface DocumentMetadata {
  uuid: string;
  version: number;
  tenderId: number;
  documentType: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadDate: string;
  uploaderName: string | null;
  deletable: boolean;
  visible: boolean;
  scanStatus: 'PENDING_SCAN' | 'CLEAN' | 'INFECTED' | 'NOT_SCANNED' | 'SCAN_FAILED';
}

export interface DocumentsOfTender {
  kovetelmenyek: Array<RequiredDocument & { teljesitve: boolean }>;
  /** The latest version of each document, with the versions before it (newest first). */
  dokumentumok: Array<DocumentMetadata & { korabbiVerziok: DocumentMetadata[] }>;
}

export function getDocuments(tenderId: number): Promise<DocumentsOfTender> {
  return api().get(`palyazatok/${tenderId}/dokumentumok`).json<DocumentsOfTender>();
}

export function documentsQueryOptions(tenderId: number) {
  return queryOptions({ queryKey: ['documents', tenderId], queryFn: () => getDocuments(tenderId) });
}

export function useDocuments(tenderId: number) {
  return useQuery(documentsQueryOptions(tenderId));
}
