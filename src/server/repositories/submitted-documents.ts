/**
 * The attached document versions as submitted (migration 0018): recorded with the SUBMIT
 * transition, read by "Download my submission", and never removed from storage.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types.ts';
import type { StoredDocument } from './documents.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export interface SubmittedDocument {
  documentId: number;
  documentUuid: string;
  category: string;
  filename: string;
  version: number;
  size: number;
  sha256: string;
  storageKey: string;
  /** The document's current visibility flag (staff may hide a document from the applicant). */
  visible: boolean;
}

/** A submitted document version with its row id, ready to be recorded (submittedDocumentRows). */
export interface SubmittedDocumentRow {
  document: StoredDocument;
  documentId: number;
}

/**
 * The row ids of the versions a submission carries. A document version's row never changes, so
 * a submission resolves them before it takes the application's row lock.
 */
export async function submittedDocumentRows(
  db: Executor,
  applicationId: number,
  documents: readonly StoredDocument[],
): Promise<SubmittedDocumentRow[]> {
  if (documents.length === 0) return [];
  // The rows by uuid and version: the stored document payload carries no row id.
  const rows = await db
    .selectFrom('dokumentum')
    .select(['id', 'uuid', 'verzio'])
    .where('palyazat_id', '=', applicationId)
    .where(
      'uuid',
      'in',
      documents.map((document) => document.uuid),
    )
    .execute();
  const idOf = new Map(rows.map((row) => [`${row.uuid} ${row.verzio}`, row.id]));
  return documents.map((document) => {
    const documentId = idOf.get(`${document.uuid} ${document.version}`);
    if (documentId === undefined) throw new Error(`document ${document.uuid} not found`);
    return { document, documentId };
  });
}

/** Records the versions the submission with this transition carried. */
export async function recordSubmittedDocuments(
  db: Executor,
  applicationId: number,
  transitionId: number,
  rows: readonly SubmittedDocumentRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('benyujtott_dokumentum')
    .values(
      rows.map(({ document, documentId }) => ({
        palyazat_id: applicationId,
        allapotvaltas_id: transitionId,
        dokumentum_id: documentId,
        kategoria: document.documentType,
        fajlnev: document.filename,
        verzio: document.version,
        meret: document.size,
        sha256: document.sha256,
        tarolo_kulcs: document.storageKey,
      })),
    )
    .execute();
}

/** The documents of the application's last submission, in category then upload order. */
export async function listSubmittedDocuments(
  db: Executor,
  applicationId: number,
): Promise<SubmittedDocument[]> {
  const rows = await db
    .selectFrom('benyujtott_dokumentum as b')
    .innerJoin('dokumentum as d', 'd.id', 'b.dokumentum_id')
    .select([
      'b.dokumentum_id',
      'd.uuid',
      'b.kategoria',
      'b.fajlnev',
      'b.verzio',
      'b.meret',
      'b.sha256',
      'b.tarolo_kulcs',
      'd.lathato',
    ])
    .where('b.palyazat_id', '=', applicationId)
    .where('b.allapotvaltas_id', '=', (eb) =>
      eb
        .selectFrom('benyujtott_dokumentum as last')
        .select((inner) => inner.fn.max('last.allapotvaltas_id').as('latest'))
        .where('last.palyazat_id', '=', applicationId),
    )
    .orderBy('b.kategoria')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({
    documentId: row.dokumentum_id,
    documentUuid: row.uuid,
    category: row.kategoria,
    filename: row.fajlnev,
    version: row.verzio,
    size: Number(row.meret),
    sha256: row.sha256,
    storageKey: row.tarolo_kulcs,
    visible: row.lathato,
  }));
}

/** Of these storage keys, those a submission recorded (their objects must be kept). */
export async function submittedStorageKeys(
  db: Executor,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('benyujtott_dokumentum')
    .select('tarolo_kulcs')
    .where('tarolo_kulcs', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.tarolo_kulcs));
}
