/**
 * Funding calls in the database: the synchronised copy of schemas/calls (upsert by identifier)
 * and the queries the dashboard and the application rules need.
 */
import { type Transaction, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { budapestLocalToDate } from '../calls/budapest-time.ts';
import type {
  CallCatalogue,
  CallDefinition,
  CallJson,
  DocumentCategory,
} from '../calls/catalogue.ts';

type Executor = Database | Transaction<DB>;

/** A call as the server uses it: database id plus the validated folder content. */
export interface StoredCall extends Omit<CallDefinition, 'contentHash'> {
  id: number;
  contentHash: string;
  opensAt: Date;
  closesAt: Date | null;
}

/**
 * Writes every call of the catalogue (insert or update by identifier) and the document
 * categories. A call whose folder was removed is kept for its applications but deactivated.
 */
export async function synchroniseCalls(db: Database, catalogue: CallCatalogue): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const category of catalogue.categories) {
      await trx
        .insertInto('dokumentum_kategoria')
        .values({ kod: category.code, adatok: JSON.stringify(category) })
        .onConflict((oc) => oc.column('kod').doUpdateSet({ adatok: JSON.stringify(category) }))
        .execute();
    }
    for (const definition of catalogue.calls) {
      const { call } = definition;
      const row = {
        azonosito: definition.identifier,
        nev: call.name,
        tipus: call.type,
        statusz: call.status,
        aktiv: call.active,
        kezdet: budapestLocalToDate(call.startDate),
        vege: call.endDate ? budapestLocalToDate(call.endDate) : null,
        max_beadas_igenylonkent: call.maxSubmissionsPerApplicant,
        felhivas: JSON.stringify(call),
        definicio: JSON.stringify({
          customFields: definition.customFields,
          documents: definition.documents,
          knockOut: definition.knockOut,
          statements: definition.statements,
          texts: definition.texts,
        }),
        tartalom_hash: definition.contentHash,
      };
      await trx
        .insertInto('palyazati_felhivas')
        .values(row)
        .onConflict((oc) =>
          oc.column('azonosito').doUpdateSet({ ...row, szinkronizalva: sql`now()` }),
        )
        .execute();
    }
    const identifiers = catalogue.calls.map((definition) => definition.identifier);
    let orphans = trx.updateTable('palyazati_felhivas').set({ aktiv: false });
    if (identifiers.length > 0) orphans = orphans.where('azonosito', 'not in', identifiers);
    await orphans.execute();
  });
}

function toStoredCall(row: {
  id: number;
  azonosito: string;
  kezdet: Date;
  vege: Date | null;
  felhivas: Record<string, unknown>;
  definicio: Record<string, unknown>;
  tartalom_hash: string;
}): StoredCall {
  const definition = row.definicio as unknown as Omit<
    CallDefinition,
    'identifier' | 'call' | 'contentHash'
  >;
  return {
    id: row.id,
    identifier: row.azonosito,
    call: row.felhivas as unknown as CallJson,
    customFields: definition.customFields,
    documents: definition.documents,
    knockOut: definition.knockOut,
    statements: definition.statements,
    texts: definition.texts,
    contentHash: row.tartalom_hash,
    opensAt: new Date(row.kezdet),
    closesAt: row.vege ? new Date(row.vege) : null,
  };
}

const CALL_COLUMNS = [
  'id',
  'azonosito',
  'kezdet',
  'vege',
  'felhivas',
  'definicio',
  'tartalom_hash',
] as const;

/** A call by database id, or undefined. */
export async function findCallById(db: Executor, id: number): Promise<StoredCall | undefined> {
  const row = await db
    .selectFrom('palyazati_felhivas')
    .select(CALL_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toStoredCall(row) : undefined;
}

/** A call by identifier (folder name), or undefined. */
export async function findCallByIdentifier(
  db: Executor,
  identifier: string,
): Promise<StoredCall | undefined> {
  const row = await db
    .selectFrom('palyazati_felhivas')
    .select(CALL_COLUMNS)
    .where('azonosito', '=', identifier)
    .executeTakeFirst();
  return row ? toStoredCall(row) : undefined;
}

/**
 * Calls an applicant may see on the dashboard: published and active, not yet closed. Each is
 * flagged open (start passed) or upcoming. Ordered by deadline, open-ended last.
 */
export async function listVisibleCalls(
  db: Executor,
  now: Date = new Date(),
): Promise<StoredCall[]> {
  const rows = await db
    .selectFrom('palyazati_felhivas')
    .select(CALL_COLUMNS)
    .where('aktiv', '=', true)
    .where('statusz', '=', 'PUBLISHED')
    .where((eb) => eb.or([eb('vege', 'is', null), eb('vege', '>', now)]))
    .orderBy(sql`vege asc nulls last`)
    .orderBy('id')
    .execute();
  return rows.map(toStoredCall);
}

/** True when applications may be started or edited for the call at `now`. */
export function isCallOpen(call: StoredCall, now: Date = new Date()): boolean {
  return (
    call.call.active &&
    call.call.status === 'PUBLISHED' &&
    call.opensAt <= now &&
    (call.closesAt === null || call.closesAt > now)
  );
}

/** Every document category (spec section 3). */
export async function listDocumentCategories(db: Executor): Promise<DocumentCategory[]> {
  const rows = await db
    .selectFrom('dokumentum_kategoria')
    .select('adatok')
    .orderBy('kod')
    .execute();
  return rows.map((row) => row.adatok as unknown as DocumentCategory);
}
