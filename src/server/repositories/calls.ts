/**
 * Funding calls in the database: the synchronised copy of schemas/calls (upsert by identifier)
 * and the queries the dashboard and the application rules need.
 */
import { type Transaction, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { budapestLocalToDate } from '../../shared/budapest-time.ts';
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

/** What a synchronisation did with each call folder (for the log and tests). */
export interface CallSyncReport {
  inserted: string[];
  updated: string[];
  /** Same version and same content as stored: nothing written. */
  unchanged: string[];
  /** Not written: the database holds a newer version (an older server or folder). */
  older: string[];
  /** Not written: same version as stored but other content (updatedOn/revision not raised). */
  conflicting: string[];
  /** Stored calls without a folder, deactivated. */
  deactivated: string[];
}

/** The version of a stored call, `(updatedOn, revision)`, as an SQL row value. */
const storedVersion = sql`(palyazati_felhivas.felhivas->>'updatedOn', coalesce((palyazati_felhivas.felhivas->>'revision')::int, 0))`;

/** Orders two versions; a call folder's version is its `updatedOn` date, then its `revision`. */
export function compareCallVersions(
  a: { updatedOn: string; revision?: number },
  b: { updatedOn: string; revision?: number },
): number {
  if (a.updatedOn !== b.updatedOn) return a.updatedOn < b.updatedOn ? -1 : 1;
  return (a.revision ?? 0) - (b.revision ?? 0);
}

/**
 * Writes the catalogue into the database, versioned so that several servers (or an older one
 * still running during a deploy) cannot flip a call back and forth: a call is inserted when new
 * and updated only when its folder's version (`updatedOn`, then `revision`) is newer than the
 * stored one; the comparison is part of the upsert itself, so simultaneous synchronisations
 * cannot interleave. The same version with the same content writes nothing (idempotent).
 * Document categories and the deactivation of calls whose folder was removed follow only a
 * catalogue at least as new as every stored call (an older catalogue does not know newer calls),
 * and only calls older than the catalogue's newest folder are deactivated. A call is retired
 * for certain with `active: false` and a newer version.
 */
export async function synchroniseCalls(
  db: Database,
  catalogue: CallCatalogue,
): Promise<CallSyncReport> {
  const report: CallSyncReport = {
    inserted: [],
    updated: [],
    unchanged: [],
    older: [],
    conflicting: [],
    deactivated: [],
  };
  await db.transaction().execute(async (trx) => {
    const newest = catalogue.calls
      .map((definition) => definition.call)
      .reduce<CallJson | null>(
        (max, call) => (max === null || compareCallVersions(call, max) > 0 ? call : max),
        null,
      );
    const newestStored = await trx
      .selectFrom('palyazati_felhivas')
      .select(sql<string>`felhivas->>'updatedOn'`.as('updatedOn'))
      .select(sql<number>`coalesce((felhivas->>'revision')::int, 0)`.as('revision'))
      .orderBy(sql`felhivas->>'updatedOn'`, 'desc')
      .orderBy(sql`coalesce((felhivas->>'revision')::int, 0)`, 'desc')
      .limit(1)
      .executeTakeFirst();
    const catalogueIsNewest =
      !newestStored || (newest !== null && compareCallVersions(newest, newestStored) >= 0);

    for (const category of catalogue.categories) {
      const adatok = JSON.stringify(category);
      await trx
        .insertInto('dokumentum_kategoria')
        .values({ kod: category.code, adatok })
        .onConflict((oc) =>
          catalogueIsNewest
            ? oc
                .column('kod')
                .doUpdateSet({ adatok })
                .where(sql<boolean>`dokumentum_kategoria.adatok is distinct from excluded.adatok`)
            : oc.column('kod').doNothing(),
        )
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
      const written = await trx
        .insertInto('palyazati_felhivas')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('azonosito')
            .doUpdateSet({ ...row, szinkronizalva: sql`now()` })
            .where(
              sql<boolean>`${storedVersion} < (excluded.felhivas->>'updatedOn', coalesce((excluded.felhivas->>'revision')::int, 0))`,
            ),
        )
        // xmax is 0 for a row this statement inserted, the locking transaction for an update.
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .executeTakeFirst();
      if (written) {
        (written.inserted ? report.inserted : report.updated).push(definition.identifier);
        continue;
      }
      const stored = await trx
        .selectFrom('palyazati_felhivas')
        .select(['tartalom_hash', 'felhivas'])
        .where('azonosito', '=', definition.identifier)
        .executeTakeFirstOrThrow();
      const storedCall = stored.felhivas as unknown as CallJson;
      if (compareCallVersions(storedCall, call) > 0) report.older.push(definition.identifier);
      else if (stored.tartalom_hash === definition.contentHash)
        report.unchanged.push(definition.identifier);
      else report.conflicting.push(definition.identifier);
    }
    if (catalogueIsNewest && newest) {
      // Only calls older than the newest folder: a folder added with the same version as the
      // others is unknown to an older server, not removed.
      const identifiers = catalogue.calls.map((definition) => definition.identifier);
      let orphans = trx
        .updateTable('palyazati_felhivas')
        .set({ aktiv: false })
        .where('aktiv', '=', true)
        .where(
          sql<boolean>`${storedVersion} < (${newest.updatedOn}, ${newest.revision ?? 0}::int)`,
        );
      if (identifiers.length > 0) orphans = orphans.where('azonosito', 'not in', identifiers);
      const deactivated = await orphans.returning('azonosito').execute();
      report.deactivated.push(...deactivated.map((row) => row.azonosito));
    }
  });
  await registries.get(db)?.reload();
  return report;
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

/**
 * The funding calls and document categories held in memory (issue 14): read once when the app
 * starts, after the catalogue of CALLS_DIR was synchronised, and again after every later
 * synchronisation in this process, so routes answer calls without SQL. The repository
 * functions below answer from it for the database it is attached to (attachCallRegistry); a
 * transaction or a database without one (scripts) still reads SQL. Whoever edits the call rows
 * by hand (tests moving a deadline, the surge benchmark opening a call) calls `reload()`.
 */
export class CallRegistry {
  private calls: StoredCall[] = [];
  private active = new Set<number>();
  private published = new Set<number>();
  private categories: DocumentCategory[] = [];
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Reads every call and category again (two queries). */
  async reload(): Promise<void> {
    const [rows, categories] = await Promise.all([
      this.db
        .selectFrom('palyazati_felhivas')
        .select([...CALL_COLUMNS, 'aktiv', 'statusz'])
        .orderBy(sql`vege asc nulls last`)
        .orderBy('id')
        .execute(),
      this.db.selectFrom('dokumentum_kategoria').select('adatok').orderBy('kod').execute(),
    ]);
    this.calls = rows.map(toStoredCall);
    this.active = new Set(rows.filter((row) => row.aktiv).map((row) => row.id));
    this.published = new Set(
      rows.filter((row) => row.statusz === 'PUBLISHED').map((row) => row.id),
    );
    this.categories = categories.map((row) => row.adatok as unknown as DocumentCategory);
  }

  byId(id: number): StoredCall | undefined {
    return this.calls.find((call) => call.id === id);
  }

  byIdentifier(identifier: string): StoredCall | undefined {
    return this.calls.find((call) => call.identifier === identifier);
  }

  /** As listVisibleCalls: active, published, not closed at `now`; by deadline, then id. */
  visible(now: Date): StoredCall[] {
    return this.calls.filter(
      (call) =>
        this.active.has(call.id) &&
        this.published.has(call.id) &&
        (call.closesAt === null || call.closesAt > now),
    );
  }

  documentCategories(): DocumentCategory[] {
    return this.categories;
  }
}

const registries = new WeakMap<object, CallRegistry>();

/** Loads the registry of `db` and lets the functions below answer from it. */
export async function attachCallRegistry(db: Database): Promise<CallRegistry> {
  const registry = new CallRegistry(db);
  await registry.reload();
  registries.set(db, registry);
  return registry;
}

/** The registry attached to `db`, if any. */
export function callRegistryOf(db: object): CallRegistry | undefined {
  return registries.get(db);
}

/** A call by database id, or undefined. */
export async function findCallById(db: Executor, id: number): Promise<StoredCall | undefined> {
  const registry = registries.get(db);
  if (registry) return registry.byId(id);
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
  const registry = registries.get(db);
  if (registry) return registry.byIdentifier(identifier);
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
  const registry = registries.get(db);
  if (registry) return registry.visible(now);
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

/** Every stored call, active or not, by identifier (the call editors' page). */
export async function listAllCalls(db: Executor): Promise<StoredCall[]> {
  const rows = await db
    .selectFrom('palyazati_felhivas')
    .select(CALL_COLUMNS)
    .orderBy('azonosito')
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
  const registry = registries.get(db);
  if (registry) return registry.documentCategories();
  const rows = await db
    .selectFrom('dokumentum_kategoria')
    .select('adatok')
    .orderBy('kod')
    .execute();
  return rows.map((row) => row.adatok as unknown as DocumentCategory);
}
