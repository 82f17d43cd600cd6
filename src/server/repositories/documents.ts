/**
 * Document versions of applications. A document is identified by its `uuid`; each upload to the
 * same category of the same application adds the next `verzio` under that uuid. Deleting marks
 * every version deleted (the stored objects are removed by the caller).
 */
import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';
import { anyOf } from '../db/any-of.ts';
import type { DB } from '../db/types.ts';
import type { FromSchema } from '../../../schemas/api/from-schema.ts';
import type {
  SCAN_STATES,
  documentMetadata as documentMetadataSchema,
} from '../../../schemas/api/documents/documents.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The states of a document's virus scan. */
export type ScanState = (typeof SCAN_STATES)[number];

/** Document metadata of spec section 3: the type its schema in schemas/api describes. */
export type DocumentPayload = FromSchema<typeof documentMetadataSchema>;

export interface StoredDocument extends DocumentPayload {
  storageKey: string;
}

/** A stored document as the API answers it: everything but where its bytes are kept. */
export function documentMetadata<T extends { storageKey: string }>(
  document: T,
): Omit<T, 'storageKey'> {
  const { storageKey: _storageKey, ...metadata } = document;
  return metadata;
}

function baseQuery(db: Executor) {
  return db
    .selectFrom('dokumentum as d')
    .innerJoin('palyazat as p', 'p.id', 'd.palyazat_id')
    .leftJoin('felhasznalo as f', 'f.id', 'd.feltolto_id')
    .select([
      // A company's owner may have no personal name (decision 35): the uploader is then named
      // by e-mail, not called unknown; an erased uploader (no row) stays unknown.
      sql<string | null>`coalesce(nullif(f.nev, ''), f.email)`.as('feltolto_nev'),
      'd.uuid',
      'd.verzio',
      'd.palyazat_id',
      'p.palyazati_felhivas_id',
      'd.kategoria',
      'd.egyedi_cimkek',
      'd.oldal_tipus',
      'd.fo_tipus',
      'd.al_tipus',
      'd.content_type',
      'd.fajlnev',
      'd.meret',
      'd.sha256',
      'd.feltoltve',
      'd.feltolto_id',
      'd.torolheto',
      'd.lathato',
      'd.vizsgalat',
      'd.tarolo_kulcs',
      'd.zaro_beszamolo_id',
    ])
    .where('d.torolve', 'is', null);
}

/**
 * A document row: `feltoltve` is a Date from a plain query and an ISO string from a JSON
 * aggregate (completion-reads.ts); toStored reads both the same.
 */
type Row = Omit<
  Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>,
  'feltoltve'
> & { feltoltve: Date | string };

function toStored(row: Row): StoredDocument {
  return {
    uuid: row.uuid,
    version: row.verzio,
    tenderId: row.palyazat_id,
    loanProductId: row.palyazati_felhivas_id,
    documentType: row.kategoria,
    customLabels: row.egyedi_cimkek,
    pageType: row.oldal_tipus,
    mainType: row.fo_tipus,
    subType: row.al_tipus,
    contentType: row.content_type,
    filename: row.fajlnev,
    size: Number(row.meret),
    sha256: row.sha256,
    uploadDate: new Date(row.feltoltve).toISOString(),
    uploaderId: row.feltolto_id,
    uploaderName: row.feltolto_nev,
    deletable: row.torolheto,
    visible: row.lathato,
    scanStatus: row.vizsgalat,
    storageKey: row.tarolo_kulcs,
    completionReportId: row.zaro_beszamolo_id,
  };
}

/** The latest not-deleted version number of the outer query's document `d`. */
function latestVersionOf(
  selectFrom: ExpressionBuilder<DB & { d: DB['dokumentum'] }, 'd'>['selectFrom'],
) {
  return selectFrom('dokumentum as newer')
    .select(sql<number>`max(newer.verzio)`.as('latest'))
    .whereRef('newer.uuid', '=', 'd.uuid')
    .where('newer.torolve', 'is', null);
}

/** The latest version of every document of an application. */
export async function listCurrentDocuments(
  db: Executor,
  applicationId: number,
  options: {
    includeHidden: boolean;
    /** Only these categories (e.g. the contract's). */
    categories?: readonly string[];
    /** Only the documents of this completion report. */
    completionReportId?: number;
  },
): Promise<StoredDocument[]> {
  let query = baseQuery(db)
    .where('d.palyazat_id', '=', applicationId)
    .where(({ eb, selectFrom }) => eb('d.verzio', '=', latestVersionOf(selectFrom)));
  if (!options.includeHidden) query = query.where('d.lathato', '=', true);
  if (options.categories) query = query.where('d.kategoria', 'in', [...options.categories]);
  if (options.completionReportId !== undefined)
    query = query.where('d.zaro_beszamolo_id', '=', options.completionReportId);
  const rows = await query.orderBy('d.kategoria').orderBy('d.feltoltve').execute();
  return rows.map(toStored);
}

/** The latest version of every document of several applications, hidden ones too, ordered. */
export function currentDocumentsQuery(db: Executor, applicationIds: readonly number[]) {
  return baseQuery(db)
    .where('d.palyazat_id', '=', anyOf(applicationIds))
    .where(({ eb, selectFrom }) => eb('d.verzio', '=', latestVersionOf(selectFrom)))
    .orderBy('d.kategoria')
    .orderBy('d.feltoltve');
}

/** The rows of currentDocumentsQuery by application id (every id present). */
export function currentDocumentsById(
  applicationIds: readonly number[],
  rows: readonly Row[],
): Map<number, StoredDocument[]> {
  const byApplication = new Map<number, StoredDocument[]>(applicationIds.map((id) => [id, []]));
  for (const row of rows) byApplication.get(row.palyazat_id)?.push(toStored(row));
  return byApplication;
}

/** True when the application has a current (not deleted) document of the category. */
export async function hasCurrentDocument(
  db: Executor,
  applicationId: number,
  category: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('dokumentum')
    .select('id')
    .where('palyazat_id', '=', applicationId)
    .where('kategoria', '=', category)
    .where('torolve', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The documents of an application in one query: `current`, the latest version of each (ordered
 * as listCurrentDocuments orders them), and `earlier`, the versions before it (newest first).
 * Without `includeHidden` the hidden versions are left out of both; which version is the latest
 * is decided over all of them, as listCurrentDocuments does.
 */
export async function listDocumentsWithVersions(
  db: Executor,
  applicationId: number,
  options: { includeHidden: boolean },
): Promise<{ current: StoredDocument[]; earlier: StoredDocument[] }> {
  const rows = await baseQuery(db)
    .where('d.palyazat_id', '=', applicationId)
    .orderBy('d.kategoria')
    .orderBy('d.feltoltve')
    .execute();
  const latest = new Map<string, number>();
  for (const row of rows) latest.set(row.uuid, Math.max(latest.get(row.uuid) ?? 0, row.verzio));
  const current: StoredDocument[] = [];
  const earlier: StoredDocument[] = [];
  for (const row of rows) {
    if (!options.includeHidden && !row.lathato) continue;
    (row.verzio === latest.get(row.uuid) ? current : earlier).push(toStored(row));
  }
  earlier.sort((a, b) => b.version - a.version);
  return { current, earlier };
}

/** Every version of one document, newest first. */
export async function listDocumentVersions(db: Executor, uuid: string): Promise<StoredDocument[]> {
  const rows = await baseQuery(db).where('d.uuid', '=', uuid).orderBy('d.verzio', 'desc').execute();
  return rows.map(toStored);
}

/** One version (the latest when `version` is omitted). */
export async function findDocument(
  db: Executor,
  uuid: string,
  version?: number,
): Promise<StoredDocument | undefined> {
  let query = baseQuery(db).where('d.uuid', '=', uuid);
  query =
    version === undefined
      ? query.orderBy('d.verzio', 'desc').limit(1)
      : query.where('d.verzio', '=', version);
  const row = await query.executeTakeFirst();
  return row ? toStored(row) : undefined;
}

export interface NewDocumentVersion {
  applicationId: number;
  category: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  uploaderId: number;
  deletable: boolean;
  scan: ScanState;
  /** A completion report's document is versioned within that report. */
  completionReportId?: number | null;
}

/**
 * Records an uploaded file as a new document, or as the next version of the application's
 * document in the same category. The caller's transaction holds the application's row lock (the
 * lifecycle's applicant write), so versions of one application are numbered one at a time.
 */
export async function insertDocumentVersion(
  trx: Transaction<DB>,
  input: NewDocumentVersion,
): Promise<{ uuid: string; version: number }> {
  const current = await trx
    .selectFrom('dokumentum')
    .select(['uuid', 'verzio'])
    .where('palyazat_id', '=', input.applicationId)
    .where('kategoria', '=', input.category)
    .where((eb) =>
      input.completionReportId
        ? eb('zaro_beszamolo_id', '=', input.completionReportId)
        : eb('zaro_beszamolo_id', 'is', null),
    )
    .where('torolve', 'is', null)
    .orderBy('verzio', 'desc')
    .limit(1)
    .executeTakeFirst();
  const uuid = current?.uuid ?? crypto.randomUUID();
  const version = (current?.verzio ?? 0) + 1;
  await trx
    .insertInto('dokumentum')
    .values({
      uuid,
      verzio: version,
      palyazat_id: input.applicationId,
      kategoria: input.category,
      fajlnev: input.fileName,
      content_type: input.contentType,
      meret: input.size,
      sha256: input.sha256,
      tarolo_kulcs: input.storageKey,
      feltolto_id: input.uploaderId,
      torolheto: input.deletable,
      vizsgalat: input.scan,
      egyedi_cimkek: JSON.stringify([]),
      oldal_tipus: null,
      fo_tipus: null,
      al_tipus: null,
      torolve: null,
      zaro_beszamolo_id: input.completionReportId ?? null,
    })
    .execute();
  return { uuid, version };
}

/**
 * insertDocumentVersion in a transaction of its own that takes the application's row lock: for
 * documents that are not applicant writes of the lifecycle (contract, completion reports).
 */
export async function insertDocumentVersionLocked(
  db: Kysely<DB>,
  input: NewDocumentVersion,
): Promise<{ uuid: string; version: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('palyazat')
      .select('id')
      .where('id', '=', input.applicationId)
      .forUpdate()
      .execute();
    return insertDocumentVersion(trx, input);
  });
}

/** Sets the scan result of one stored object. */
export async function setScanState(
  db: Executor,
  storageKey: string,
  state: ScanState,
): Promise<void> {
  await db
    .updateTable('dokumentum')
    .set({ vizsgalat: state })
    .where('tarolo_kulcs', '=', storageKey)
    .execute();
}

/** Marks every version of a document deleted; returns their storage keys. */
export async function markDocumentDeleted(db: Executor, uuid: string): Promise<string[]> {
  const rows = await db
    .updateTable('dokumentum')
    .set({ torolve: new Date() })
    .where('uuid', '=', uuid)
    .where('torolve', 'is', null)
    .returning('tarolo_kulcs')
    .execute();
  return rows.map((row) => row.tarolo_kulcs);
}

/** The visibility flag of every version of a document. */
export async function setDocumentVisibility(
  db: Executor,
  uuid: string,
  visible: boolean,
): Promise<void> {
  await db.updateTable('dokumentum').set({ lathato: visible }).where('uuid', '=', uuid).execute();
}

/** Storage keys still waiting for a virus scan (after a restart). */
export async function listPendingScans(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('dokumentum')
    .select('tarolo_kulcs')
    .where('vizsgalat', '=', 'PENDING_SCAN')
    .where('torolve', 'is', null)
    .execute();
  return rows.map((row) => row.tarolo_kulcs);
}
