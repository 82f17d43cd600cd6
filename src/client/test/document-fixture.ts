/**
 * A document's metadata as the server sends it (every field of schemas/api/documents'
 * `documentMetadata` is required), for component tests that stub an answer carrying one.
 */
import type { documentMetadata } from '../generated/zod/documents/documents.ts';
import type { ParsedBy } from '../lib/parse-response.ts';

type DocumentMetadata = ParsedBy<typeof documentMetadata>;

/** Version 1 of a clean PDF of application 7, uploaded by the applicant; `changes` replace fields. */
export function documentFixture(changes: Partial<DocumentMetadata> = {}): DocumentMetadata {
  return {
    uuid: '4a0c7e1e-2b7c-4c39-9d59-2f1f1c0d0a01',
    version: 1,
    tenderId: 7,
    loanProductId: 1,
    documentType: 'UZLETI_TERV',
    customLabels: [],
    pageType: null,
    mainType: null,
    subType: null,
    contentType: 'application/pdf',
    filename: 'uzleti_terv.pdf',
    size: 2048,
    sha256: 'a'.repeat(64),
    uploadDate: '2027-02-01T09:00:00.000Z',
    uploaderId: null,
    uploaderName: null,
    deletable: true,
    visible: true,
    scanStatus: 'CLEAN',
    completionReportId: null,
    ...changes,
  };
}
